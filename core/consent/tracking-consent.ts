import { DAY_MS } from '../time/durations';

// The visitor's tracking choice, in one cookie the browser and the server read alike; only this
// module writes and reads it (docs/legal.md "Consent to tracking"). What it allows is in
// ./consent-rules.ts, apart so the page shell reads the cookie without the rules' bytes.

/** The cookie that keeps the choice; first-party, readable by the page and sent to our server. */
export const CONSENT_COOKIE = 'tc_consent';

/**
 * The version of the consent text and categories. A stored choice of another version counts as no
 * choice: the banner asks again (docs/legal.md "Consent to tracking").
 */
const CONSENT_VERSION = 1;

/** How long the choice is kept before the banner asks again: 180 days. */
export const CONSENT_MAX_AGE_SECONDS = (180 * DAY_MS) / 1_000;

/** The categories a visitor opts in to separately. */
export interface ConsentChoice {
  readonly analytics: boolean;
  readonly advertising: boolean;
}

/** A stored choice with the date it was made (YYYY-MM-DD, UTC). */
export interface StoredConsent extends ConsentChoice {
  readonly decidedOn: string;
}

/** Nothing chosen yet, or a choice that no longer counts: everything denied. */
export const DENIED_CONSENT: ConsentChoice = { analytics: false, advertising: false };

const COOKIE_VALUE = /^v(\d+)\.an([01])\.ad([01])\.(\d{4}-\d{2}-\d{2})$/;

/** The cookie value of a choice made at `at`: `v1.an1.ad0.2026-11-24`. */
export function consentCookieValue(choice: ConsentChoice, at: Date): string {
  const flag = (granted: boolean) => (granted ? '1' : '0');
  const day = at.toISOString().slice(0, 10);
  return `v${CONSENT_VERSION}.an${flag(choice.analytics)}.ad${flag(choice.advertising)}.${day}`;
}

/**
 * The stored choice in a cookie value; undefined when there is none, it is malformed, or it was
 * made under another version of the consent text (then the visitor is asked again).
 */
export function readConsentCookie(value: string | undefined): StoredConsent | undefined {
  const match = value === undefined ? null : COOKIE_VALUE.exec(value.trim());
  if (match === null || Number(match[1]) !== CONSENT_VERSION) return undefined;
  return { analytics: match[2] === '1', advertising: match[3] === '1', decidedOn: match[4] ?? '' };
}

/** What the site may do: the stored choice, or everything denied when there is none. */
export function effectiveConsent(stored: StoredConsent | undefined): ConsentChoice {
  return stored === undefined
    ? DENIED_CONSENT
    : { analytics: stored.analytics, advertising: stored.advertising };
}
