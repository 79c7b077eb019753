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

function parseCityWithin(
  input: string,
  min: number,
  max: number,
): Result<City, DomainError<CityErrorCode>> {
  const text = normaliseNameText(input);
  const length = characterLength(text);
  if (length < min) return err(domainError('city.too_short'));
  if (length > max) return err(domainError('city.too_long'));
  if (!hasOnlyNameCharacters(text, CITY_PUNCTUATION))
    return err(domainError('city.invalid_characters'));
  return ok(text as City);
}

/** The customer's optional city: blank means absent; otherwise up to 100 letters, spaces, hyphens. */
export function parseOptionalCity(
  input: string | undefined,
): Result<City | undefined, DomainError<CityErrorCode>> {
  if (input === undefined || input.trim() === '') return ok(undefined);
  return parseCityWithin(input, 1, 100);
}

/** The webinar schema's city: 2–50 characters. */
function parseWebinarCity(input: string): Result<City, DomainError<CityErrorCode>> {
  return parseCityWithin(input, 2, 50);
}

/** Valibot schema for the webinar city: optional, defaults to Tbilisi, else 2–50 characters. */
export const webinarCitySchema = v.optional(
  schemaFromParser(parseWebinarCity, 'city.invalid_characters'),
  DEFAULT_WEBINAR_CITY,
);
