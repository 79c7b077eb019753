import type { ClientEnv } from '../../config/env';
import type { AnalyticsProvider, TagHost } from './analytics-provider';
import { loadGa4 } from './ga4';
import { loadLinkedInInsight } from './linkedin-insight';
import { loadMetaPixel } from './meta-pixel';

/**
 * The analytics tags to use: only those whose id is configured are loaded; with no ids nothing is
 * injected at all (no third-party request, docs/messaging.md "Analytics events").
 */
export function loadAnalytics(env: ClientEnv, host: TagHost): AnalyticsProvider[] {
  const providers: AnalyticsProvider[] = [];
  if (env.metaPixelId) providers.push(loadMetaPixel(env.metaPixelId, host));
  if (env.ga4Id) providers.push(loadGa4(env.ga4Id, host));
  if (env.linkedinPartnerId) {
    const conversions = {
      lead: env.linkedinLeadConversionId,
      purchase: env.linkedinPurchaseConversionId,
    };
    providers.push(loadLinkedInInsight(env.linkedinPartnerId, conversions, host));
  }
  return providers;
}
