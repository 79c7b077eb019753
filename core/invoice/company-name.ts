import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-codes';
import { schemaFromParser } from '../errors/schema-from-parser';

/** A company's name as it is registered, e.g. შპს „ტექნოლოგიები“. */
export type CompanyName = string & { readonly __brand: 'CompanyName' };

type CompanyNameErrorCode = Extract<ErrorCode, `company_name.${string}`>;

/** Control characters (a pasted tab or line break) never reach a PDF or a spreadsheet. */
const CONTROL = /\p{Cc}/u;

/** Parses a company name: trimmed, inner whitespace collapsed, 2–160 characters, no control characters. */
function parseCompanyName(input: string): Result<CompanyName, DomainError<CompanyNameErrorCode>> {
  const name = input.replace(/\s+/g, ' ').trim();
  if (name === '') return err(domainError('company_name.required'));
  const length = [...name].length;
  if (length < 2) return err(domainError('company_name.too_short'));
  if (length > 160 || CONTROL.test(name)) return err(domainError('company_name.too_long'));
  return ok(name as CompanyName);
}

/** Parses an optional legal address: blank is none; at most 200 characters. */
function parseCompanyAddress(
  input: string,
): Result<string | null, DomainError<'company_address.too_long'>> {
  const address = input.replace(/\s+/g, ' ').trim();
  if (address === '') return ok(null);
  return [...address].length > 200 ? err(domainError('company_address.too_long')) : ok(address);
}

/** Valibot schema of the company name field. */
export const companyNameSchema = schemaFromParser(parseCompanyName, 'company_name.required');

/** Valibot schema of the optional legal address field. */
export const companyAddressSchema = schemaFromParser(
  parseCompanyAddress,
  'company_address.too_long',
);
