import {
  consentModeSignals,
  THIRD_PARTY_TAGS,
  type ThirdPartyTag,
  tagAllowed,
} from '../../../core/consent/consent-rules';
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

/** The id that switches each tag on. */
const TAG_ID: Readonly<Record<ThirdPartyTag, (env: ClientEnv) => string | undefined>> = {
  ga4: (env) => env.ga4Id,
  'meta-pixel': (env) => env.metaPixelId,
  linkedin: (env) => env.linkedinPartnerId,
};

/**
 * The tags a build can load at all: those with a configured id, as `loadAnalytics` decides. The
 * prerender build records them in the site manifest, and the server's Content-Security-Policy
 * allows only their hosts (docs/security.md "Input, output, headers").
 */
export function configuredTags(env: ClientEnv): ThirdPartyTag[] {
  return THIRD_PARTY_TAGS.filter((tag) => Boolean(TAG_ID[tag](env)));
}
