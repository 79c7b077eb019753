import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-codes';
import { schemaFromParser } from '../errors/schema-from-parser';
import { characterLength, hasOnlyNameCharacters, normaliseNameText } from './name-characters';

/** A customer's first or last name: 2–50 Latin or Georgian letters, spaces, hyphens, apostrophes (docs/validation.md "Names"). */
export type PersonName = string & { readonly __brand: 'PersonName' };

/** The webinar form's full name: 2–100 characters of the same kinds (docs/validation.md "Names"). */
export type FullName = string & { readonly __brand: 'FullName' };

/** Hyphen, space, ASCII and typographic apostrophes (O'Brien, O’Brien). */
const NAME_PUNCTUATION: ReadonlySet<string> = new Set([' ', '-', "'", '\u2019']);

type NameCodes<P extends string> = Extract<ErrorCode, `${P}.${string}`>;

function nameParser<Brand, P extends 'name' | 'full_name'>(prefix: P, max: number) {
  return (input: string): Result<Brand, DomainError<NameCodes<P>>> => {
    const text = normaliseNameText(input);
    const fail = (reason: string) => err(domainError(`${prefix}.${reason}` as NameCodes<P>));
    if (text === '') return fail('required');
    const length = characterLength(text);
    if (length < 2) return fail('too_short');
    if (length > max) return fail('too_long');
    if (!hasOnlyNameCharacters(text, NAME_PUNCTUATION)) return fail('invalid_characters');
    return ok(text as Brand);
  };
}

/** Parses a first or last name: trimmed, inner whitespace collapsed; `name.*` codes on failure. */
const parsePersonName = nameParser<PersonName, 'name'>('name', 50);

/**
 * Parses the webinar full name: 2–100 characters. The spec gives no character rule for it; we apply the person-name
 * rule so the spreadsheet and SMS only ever receive letters (decision recorded).
 */
const parseFullName = nameParser<FullName, 'full_name'>('full_name', 100);

/** Valibot schema for first and last name fields. */
export const personNameSchema = schemaFromParser(parsePersonName, 'name.required');

/** Valibot schema for the webinar full-name field. */
export const fullNameSchema = schemaFromParser(parseFullName, 'full_name.required');
