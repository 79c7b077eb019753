import { isLanguage } from '../language/languages';
import type { GeoData } from './geo-data';

/*
 * Written by hand rather than with valibot: the geo record is read on every landing page, and this
 * guard keeps valibot (≈ 2.4 KiB gzip) out of the landing page's initial JavaScript
 * (docs/performance.md "Budgets").
 */

type Fields = Readonly<Record<string, unknown>>;

const COUNTRY_CODE = /^[A-Z]{2}$/;
/** An ISO 8601 date-time with a zone, as `Date.prototype.toISOString` and the server write it. */
const ISO_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));

const isOptional = (value: unknown, check: (present: unknown) => boolean): boolean =>
  value === undefined || check(value);

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * A geo record arriving from the API or the local cache (docs/messaging.md "Geo detection"), copied with only
 * its known fields; undefined when any field is missing or malformed.
 */
export function parseGeoData(value: unknown): GeoData | undefined {
  if (!isRecord(value)) return undefined;
  const { country, isGeorgia, defaultLanguage, isKnown, countryName, currency } = value;
  const { smsAvailable, timestamp, userOverride } = value;
  const valid =
    typeof country === 'string' &&
    COUNTRY_CODE.test(country) &&
    isBoolean(isGeorgia) &&
    isLanguage(defaultLanguage) &&
    isBoolean(isKnown) &&
    isOptional(countryName, (name) => typeof name === 'string') &&
    currency === 'GEL' &&
    isBoolean(smsAvailable) &&
    isTimestamp(timestamp) &&
    isOptional(userOverride, isBoolean);
  if (!valid) return undefined;
  return {
    country,
    isGeorgia,
    defaultLanguage,
    isKnown,
    ...(typeof countryName === 'string' ? { countryName } : {}),
    currency,
    smsAvailable,
    timestamp,
    ...(typeof userOverride === 'boolean' ? { userOverride } : {}),
  };
}
