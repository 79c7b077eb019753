import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { type DomainError, domainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-codes';
import { schemaFromParser } from '../errors/schema-from-parser';
import { characterLength, hasOnlyNameCharacters, normaliseNameText } from './name-characters';

/** A city name: Latin or Georgian letters, spaces, hyphens (docs/validation.md "City"). */
export type City = string & { readonly __brand: 'City' };

/** Why a city was rejected. */
export type CityErrorCode = Extract<ErrorCode, `city.${string}`>;

/** The webinar schema's default city (docs/site.md: "A city field (default Tbilisi) exists in the schema"). */
const DEFAULT_WEBINAR_CITY = 'Tbilisi' as City;

const CITY_PUNCTUATION: ReadonlySet<string> = new Set([' ', '-']);

/** The webinar schema's city: trimmed, inner whitespace collapsed, 2–50 letters, spaces, hyphens. */
function parseWebinarCity(input: string): Result<City, DomainError<CityErrorCode>> {
  const text = normaliseNameText(input);
  const length = characterLength(text);
  if (length < 2) return err(domainError('city.too_short'));
  if (length > 50) return err(domainError('city.too_long'));
  if (!hasOnlyNameCharacters(text, CITY_PUNCTUATION))
    return err(domainError('city.invalid_characters'));
  return ok(text as City);
}

/** Valibot schema for the webinar city: optional, defaults to Tbilisi, else 2–50 characters. */
export const webinarCitySchema = v.optional(
  schemaFromParser(parseWebinarCity, 'city.invalid_characters'),
  DEFAULT_WEBINAR_CITY,
);
