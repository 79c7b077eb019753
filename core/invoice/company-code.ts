import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-codes';
import { schemaFromParser } from '../errors/schema-from-parser';

/** A Georgian legal entity's identification code from the Public Registry: exactly 9 digits. */
export type CompanyCode = string & { readonly __brand: 'CompanyCode' };

/** Why an identification code was refused. */
type CompanyCodeErrorCode = Extract<ErrorCode, `company_code.${string}`>;

/**
 * Parses a company's identification code (docs/purchase.md "Company invoices"): spaces typed between
 * the digit groups are dropped; 9 digits exactly, because an invoice is issued to a legal entity
 * (an individual entrepreneur's 11-digit personal number is refused, docs/decisions.md "Company invoices").
 */
function parseCompanyCode(input: string): Result<CompanyCode, DomainError<CompanyCodeErrorCode>> {
  const code = input.replace(/\s+/g, '');
  if (code === '') return err(domainError('company_code.required'));
  return /^\d{9}$/.test(code) ? ok(code as CompanyCode) : err(domainError('company_code.invalid'));
}

/** Valibot schema of the identification code field. */
export const companyCodeSchema = schemaFromParser(parseCompanyCode, 'company_code.required');
