import type { ErrorCode } from './error-codes';

/**
 * An expected failure, returned (never thrown) from core functions. `type` is a stable code from the
 * error catalogue (`core/errors/error-codes.ts`) and doubles as the key of its message in
 * `locales/<lng>/errors.json`; `params` fill the message's placeholders. The constraint makes the
 * compiler refuse a code that the catalogue (and so the translations) does not have.
 */
export interface DomainError<Code extends ErrorCode = ErrorCode> {
  readonly type: Code;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Builds a domain error value. */
export function domainError<Code extends ErrorCode>(
  type: Code,
  params?: Readonly<Record<string, string | number>>,
): DomainError<Code> {
  return params === undefined ? { type } : { type, params };
}
