import type { ConsentChoice } from './tracking-consent';

/*
 * What a tracking choice allows (docs/legal.md "Consent to tracking"): the Consent Mode v2 signals,
 * which tag needs which category, and the server-side conversion rule.
 */

/** Google Consent Mode v2 signal values. */
type ConsentSignal = 'granted' | 'denied';

/** The four Consent Mode v2 signals for a choice (docs/legal.md "Consent to tracking"). */
export interface ConsentModeSignals {
  readonly ad_storage: ConsentSignal;
  readonly ad_user_data: ConsentSignal;
  readonly ad_personalization: ConsentSignal;
  readonly analytics_storage: ConsentSignal;
}

/** Advertising grants the three ad signals together; analytics its own one. */
export function consentModeSignals(choice: ConsentChoice): ConsentModeSignals {
  const ads: ConsentSignal = choice.advertising ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}

/** The third-party tags the site can load, each switched on by its configured id, in load order. */
export const THIRD_PARTY_TAGS = ['meta-pixel', 'ga4', 'linkedin'] as const;

/** One of the third-party tags. */
export type ThirdPartyTag = (typeof THIRD_PARTY_TAGS)[number];

/** The category each tag needs (docs/legal.md "Consent to tracking"). */
const TAG_CATEGORY = {
  ga4: 'analytics',
  'meta-pixel': 'advertising',
  linkedin: 'advertising',
} as const satisfies Record<ThirdPartyTag, keyof ConsentChoice>;

/** Whether a tag may load and receive events under a choice. */
export function tagAllowed(tag: ThirdPartyTag, choice: ConsentChoice): boolean {
  return choice[TAG_CATEGORY[tag]];
}

/**
 * Server-side conversions (Meta Conversions API) are advertising: sent only for a visitor who
 * opted in to advertising (docs/messaging.md "Conversions"). Without a recorded choice, none.
 */
export function conversionAllowed(choice: ConsentChoice | undefined): boolean {
  return choice?.advertising === true;
}
