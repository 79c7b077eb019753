import type { GeoData } from '../../../core/geo/geo-data';
import type { Language } from '../../../core/site/languages';
import { CHROMELESS_SLUGS } from '../../../core/site/routes';

/** localStorage flag: the geo language was applied once and must never be applied again. */
export const GEO_LANGUAGE_APPLIED_KEY = 'geo-language-applied';

/**
 * Search-engine and link-preview bots by user agent. They must see the language of the URL they
 * asked for (docs/messaging.md "Geo detection"; a redirect by IP would hide one language from the index).
 */
const CRAWLER_PATTERN =
  /[a-z]bot\/|crawler|spider|slurp|slackbot|telegrambot|discordbot|facebookexternalhit|facebot|whatsapp|embedly|pinterest|google-inspectiontool|mediapartners-google|adsbot-google/i;

/** Whether a user agent belongs to a crawler or preview bot. */
export function isCrawler(userAgent: string): boolean {
  return CRAWLER_PATTERN.test(userAgent);
}

/** Everything the apply-once decision looks at. */
export interface GeoLanguageSignals {
  readonly geo: GeoData;
  readonly pathname: string;
  readonly currentLanguage: Language;
  readonly storedPreference: Language | undefined;
  readonly alreadyApplied: boolean;
  readonly userAgent: string;
}

/** Leave everything as it is, or record the application (switching the page when it differs). */
export type GeoLanguageDecision =
  | { readonly kind: 'skip' }
  | { readonly kind: 'apply'; readonly language: Language; readonly switchPage: boolean };

/**
 * docs/messaging.md "Geo detection": "If no stored preference exists, the language derived from geo detection is
 * applied once." Never for crawlers, never twice, never from an unknown country (the fallback's
 * English must not switch a Georgian visitor), and not on checkout or payment pages, where a
 * reload would disturb a payment; those wait for the next ordinary page.
 */
export function decideGeoLanguage(signals: GeoLanguageSignals): GeoLanguageDecision {
  if (signals.alreadyApplied || signals.storedPreference !== undefined) return { kind: 'skip' };
  if (!signals.geo.isKnown || isCrawler(signals.userAgent)) return { kind: 'skip' };
  const slugs = signals.pathname.split('/').filter((segment) => segment !== '');
  if (slugs.some((slug) => CHROMELESS_SLUGS.includes(slug))) return { kind: 'skip' };
  const language = signals.geo.defaultLanguage;
  return { kind: 'apply', language, switchPage: language !== signals.currentLanguage };
}
