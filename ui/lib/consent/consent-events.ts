/*
 * The two page events of the consent choice (docs/legal.md "Consent to tracking"), apart from the
 * cookie code so the footer and the page shell carry only these names.
 */

/** Fired on `window` when the choice changes, so the tracker can load or drop tags at once. */
export const CONSENT_CHANGE_EVENT = 'tc-consent-change';

/** Fired on `window` by the footer's "Cookie settings" link: the banner opens with its settings. */
export const OPEN_CONSENT_SETTINGS_EVENT = 'tc-consent-open';
