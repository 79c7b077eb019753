import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-codes';
import { schemaFromParser } from '../errors/schema-from-parser';

/** A trimmed, lowercased e-mail address that passed the docs/validation.md "E-mail" rules. Only `parseEmail` makes one. */
export type Email = string & { readonly __brand: 'Email' };

/** Why an e-mail address was rejected. */
export type EmailErrorCode = Extract<ErrorCode, `email.${string}`>;

/** Local part: 1–64 of letters, digits and . _ + -, no leading, trailing or double dot (docs/validation.md "E-mail"). */
const LOCAL_PART = /^(?!\.)(?!.*\.\.)[a-z0-9._+-]{1,64}(?<!\.)$/;

/**
 * Domain label: 1–63 of letters, digits, hyphen or Georgian letters, no leading or trailing hyphen (docs/validation.md "E-mail").
 * Georgian means Mkhedruli U+10D0–U+10FA and U+10FC–U+10FF (U+10FB is punctuation). Mtavruli needs no rule of its
 * own: lowercasing maps it to Mkhedruli before this check.
 */
const LABEL = /^(?!-)[a-z0-9\u10d0-\u10fa\u10fc-\u10ff-]{1,63}(?<!-)$/;

/** Top-level domain: at least two letters, Latin or Georgian (`.გე` is Georgia's own). */
const TLD = /^[a-z\u10d0-\u10fa\u10fc-\u10ff]{2,}$/;

/** Parses an e-mail address by the docs/validation.md "E-mail" rules: trimmed, lowercased, exactly one @. */
export function parseEmail(input: string): Result<Email, DomainError<EmailErrorCode>> {
  const email = input.trim().toLowerCase();
  if (email === '') return err(domainError('email.required'));
  const parts = email.split('@');
  if (parts.length !== 2) return err(domainError('email.invalid'));
  const [local = '', domain = ''] = parts;
  return LOCAL_PART.test(local) && isValidDomain(domain)
    ? ok(email as Email)
    : err(domainError('email.invalid'));
}

function isValidDomain(domain: string): boolean {
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  return (
    domain.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TLD.test(tld)
  );
}

/** Valibot schema for e-mail fields; outputs the normalised address, issues carry `email.*` codes. */
export const emailSchema = schemaFromParser(parseEmail, 'email.required');
