import type { Language } from '../language/languages';
import { CHROMELESS_SLUGS } from '../site/routes';
import type { GeoData } from './geo-data';

/**
 * Search-engine and link-preview bots by user agent. They must see the language of the URL they
 * asked for: a switch by IP would hide one language from the index (docs/site.md).
 */
const CRAWLER_PATTERN =
  /[a-z]bot\/|crawler|spider|slurp|slackbot|telegrambot|discordbot|facebookexternalhit|facebot|whatsapp|embedly|pinterest|google-inspectiontool|mediapartners-google|adsbot-google/i;

/** Everything the apply-once decision looks at; the page's language comes from its path. */
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
 * The language rule after the first render (docs/site.md "Languages"): with no stored preference, a
 * known country's language applies once; never for crawlers or an unknown country (whose fallback
 * English must not switch a Georgian); on checkout or payment pages it waits.
 */
export function decideGeoLanguage(signals: GeoLanguageSignals): GeoLanguageDecision {
  if (signals.alreadyApplied || signals.storedPreference !== undefined) return { kind: 'skip' };
  if (!signals.geo.isKnown || CRAWLER_PATTERN.test(signals.userAgent)) return { kind: 'skip' };
  const slugs = signals.pathname.split('/').filter((segment) => segment !== '');
  if (slugs.some((slug) => CHROMELESS_SLUGS.includes(slug))) return { kind: 'skip' };
  const language = signals.geo.defaultLanguage;
  return { kind: 'apply', language, switchPage: language !== signals.currentLanguage };
}
