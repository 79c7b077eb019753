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

/** Each tag's configured id, and how it loads once that id is set and the visitor allows it. */
const TAGS: {
  readonly [Tag in ThirdPartyTag]: {
    readonly id: (env: ClientEnv) => string | undefined;
    readonly load: (
      id: string,
      env: ClientEnv,
      host: TagHost,
      consent: ConsentChoice,
    ) => AnalyticsProvider;
  };
} = {
  'meta-pixel': {
    id: (env) => env.metaPixelId,
    load: (id, _env, host) => loadMetaPixel(id, host),
  },
  ga4: {
    id: (env) => env.ga4Id,
    load: (id, _env, host, consent) => loadGa4(id, host, consentModeSignals(consent)),
  },
  linkedin: {
    id: (env) => env.linkedinPartnerId,
    load: (id, env, host) =>
      loadLinkedInInsight(
        id,
        { lead: env.linkedinLeadConversionId, purchase: env.linkedinPurchaseConversionId },
        host,
      ),
  },
};

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
  return THIRD_PARTY_TAGS.flatMap((tag) => {
    const id = TAGS[tag].id(env);
    return id && tagAllowed(tag, consent) ? [TAGS[tag].load(id, env, host, consent)] : [];
  });
}

/**
 * The tags a build can load at all: those with a configured id, by the same table `loadAnalytics`
 * reads. The prerender build records them in the site manifest, and the server's
 * Content-Security-Policy allows only their hosts (docs/security.md "Input, output, headers").
 */
export function configuredTags(env: ClientEnv): ThirdPartyTag[] {
  return THIRD_PARTY_TAGS.filter((tag) => Boolean(TAGS[tag].id(env)));
}
