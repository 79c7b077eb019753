import { consentModeSignals, tagAllowed } from '../../../core/consent/consent-rules';
import type { ConsentChoice } from '../../../core/consent/tracking-consent';
import type { ClientEnv } from '../../config/env';
import type { AnalyticsProvider, TagHost } from './analytics-provider';
import { loadGa4 } from './ga4';
import { loadLinkedInInsight } from './linkedin-insight';
import { loadMetaPixel } from './meta-pixel';

/**
 * The analytics tags to use: only those whose id is configured AND whose category the visitor
 * opted in to are loaded (docs/legal.md "Consent to tracking"); with no ids or no consent nothing
 * is injected at all (no third-party request, docs/messaging.md "Analytics events").
 */
export function loadAnalytics(
  env: ClientEnv,
  host: TagHost,
  consent: ConsentChoice,
): AnalyticsProvider[] {
  const providers: AnalyticsProvider[] = [];
  if (env.metaPixelId && tagAllowed('meta-pixel', consent))
    providers.push(loadMetaPixel(env.metaPixelId, host));
  if (env.ga4Id && tagAllowed('ga4', consent))
    providers.push(loadGa4(env.ga4Id, host, consentModeSignals(consent)));
  if (env.linkedinPartnerId && tagAllowed('linkedin', consent)) {
    const conversions = {
      lead: env.linkedinLeadConversionId,
      purchase: env.linkedinPurchaseConversionId,
    };
    providers.push(loadLinkedInInsight(env.linkedinPartnerId, conversions, host));
  }
  return providers;
}
