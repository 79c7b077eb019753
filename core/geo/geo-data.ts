import type { Language } from '../language/languages';

/** The country code used when the country is not known (docs/messaging.md "Geo detection"). */
const UNKNOWN_COUNTRY = 'XX';

/** The visitor's detected location and what it implies (docs/messaging.md "Geo detection"). */
export interface GeoData {
  /** ISO 3166-1 alpha-2 code, upper case; `XX` when unknown. */
  readonly country: string;
  readonly isGeorgia: boolean;
  readonly defaultLanguage: Language;
  readonly isKnown: boolean;
  readonly countryName?: string;
  readonly currency: 'GEL';
  readonly smsAvailable: boolean;
  /** When the record was produced (ISO 8601); the client cache keys freshness on it. */
  readonly timestamp: string;
  /** Set when the visitor chose the country by hand (`POST /api/geo/override`). */
  readonly userOverride?: boolean;
}

/**
 * The record used when detection fails (docs/messaging.md "Geo detection"). Its timestamp is the epoch,
 * so a cached fallback is never mistaken for a fresh detection.
 */
export const FALLBACK_GEO: GeoData = {
  country: UNKNOWN_COUNTRY,
  isGeorgia: false,
  defaultLanguage: 'en',
  isKnown: false,
  currency: 'GEL',
  smsAvailable: false,
  timestamp: new Date(0).toISOString(),
};
