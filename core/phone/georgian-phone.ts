import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-codes';
import { schemaFromParser } from '../errors/schema-from-parser';
import { isAllocatedMobilePrefix } from './mobile-prefixes';

/** A Georgian mobile number in E.164, always `+9955XXXXXXXX`. Only `parseGeorgianPhone` makes one. */
export type GeorgianPhone = string & { readonly __brand: 'GeorgianPhone' };

/** Why a phone number was rejected. */
export type PhoneErrorCode = Extract<ErrorCode, `phone.${string}`>;

/** Separators people type in phone numbers: whitespace, dashes, dots, brackets (docs/validation.md "Phone"). */
const SEPARATORS = /[\s\-\u2010-\u2015.()[\]]/g;

/**
 * The one parser behind the spec's three phone paths (docs/validation.md "Phone"): the customer rules (9 digits, starts with 5, operator
 * prefix), the webinar form (optional +995, then 5 and 8 digits) and the SMS normalisation (drop 00, drop the trunk
 * 0, prefix 995). Accepts `5XXXXXXXX`, `+9955…`, `9955…`, `009955…`, `05…`, with any separators. Checks run in the
 * spec's order: digits only, then 9 digits, then starts with 5, then an allocated prefix.
 */
export function parseGeorgianPhone(
  input: string,
): Result<GeorgianPhone, DomainError<PhoneErrorCode>> {
  const compact = input.replace(SEPARATORS, '');
  if (compact === '') return err(domainError('phone.required'));
  if (!/^\+?[0-9]+$/.test(compact)) return err(domainError('phone.digits_only'));
  const national = nationalDigits(compact);
  if (national === undefined) return err(domainError('phone.not_georgian'));
  if (national.length !== 9) return err(domainError('phone.must_be_9_digits'));
  if (!national.startsWith('5')) return err(domainError('phone.must_start_with_5'));
  if (!isAllocatedMobilePrefix(national)) return err(domainError('phone.invalid_prefix'));
  return ok(`+995${national}` as GeorgianPhone);
}

/** Strips the country code or trunk 0; undefined when an explicit international prefix is not Georgia's. */
function nationalDigits(compact: string): string | undefined {
  const international = compact.startsWith('+') || compact.startsWith('00');
  const digits = compact.replace(/^(\+|00)/, '');
  if (international) return digits.startsWith('995') ? digits.slice(3) : undefined;
  if (digits.length === 12 && digits.startsWith('995')) return digits.slice(3);
  if (digits.length === 10 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** The nine national digits of a phone (`5XXXXXXXX`). */
export function nationalNumber(phone: GeorgianPhone): string {
  return phone.slice(4);
}

/** The recipient as SMS gateways want it: digits only, `9955XXXXXXXX` (docs/validation.md "Phone" SMS normalisation). */
export function toSmsRecipient(phone: GeorgianPhone): string {
  return phone.slice(1);
}

/** Valibot schema for phone fields (checkout, webinar, customer); issues carry `phone.*` codes. */
export const phoneSchema = schemaFromParser(parseGeorgianPhone, 'phone.required');
