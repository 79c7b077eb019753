import { FALLBACK_GEO, type GeoData } from './geo-data';

/** Codes that mean "no country": CDN placeholders for unknown (XX, ZZ) and Tor (T1), docs/integrations.md "IP geolocation". */
const UNKNOWN_CODES: readonly string[] = ['XX', 'ZZ', 'T1'];

/** The canonical upper-case alpha-2 code, or undefined when the input names no real country. */
export function normalizeCountryCode(code: string | undefined): string | undefined {
  const upper = code?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(upper) && !UNKNOWN_CODES.includes(upper) ? upper : undefined;
}

/**
 * Builds the geo record for a country code (docs/messaging.md "Geo detection"): Georgia gets Georgian and SMS;
 * any other known country gets English without SMS; unknown codes give the fallback record, stamped
 * with `now` because it was produced now.
 */
export function geoFromCountry(code: string | undefined, now: Date, countryName?: string): GeoData {
  const timestamp = now.toISOString();
  const country = normalizeCountryCode(code);
  if (country === undefined) return { ...FALLBACK_GEO, timestamp };
  const isGeorgia = country === 'GE';
  return {
    country,
    isGeorgia,
    defaultLanguage: isGeorgia ? 'ka' : 'en',
    isKnown: true,
    ...(countryName === undefined ? {} : { countryName }),
    currency: 'GEL',
    smsAvailable: isGeorgia,
    timestamp,
  };
}
