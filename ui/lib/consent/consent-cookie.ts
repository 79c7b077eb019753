import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentCookieValue,
  effectiveConsent,
  readConsentCookie,
  type StoredConsent,
} from '../../../core/consent/tracking-consent';
import { CONSENT_CHANGE_EVENT } from './consent-events';

/*
 * The visitor's tracking choice in the browser (docs/legal.md "Consent to tracking"): read from and
 * written to the first-party cookie core defines, which the server reads too (conversions).
 */

function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The choice stored in this browser, or undefined when the visitor has not chosen (this version). */
function storedConsent(): StoredConsent | undefined {
  if (typeof document === 'undefined') return undefined;
  return readConsentCookie(cookieValue(document.cookie, CONSENT_COOKIE));
}

/** What the page may do now: the stored choice, or everything denied. */
export function currentConsent(): ConsentChoice {
  return effectiveConsent(storedConsent());
}

/** Stores a choice for 180 days and tells the page's tracker. */
export function saveConsent(choice: ConsentChoice, now = new Date()): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari; the value is built by core and needs no escaping
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(choice, now)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

/** Calls `listener` whenever the choice changes on this page; returns the unsubscribe. */
export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
}
