import type { DomainError } from './domain-error';
import type { ErrorCode } from './error-codes';

/** One rejected field of an input: which field and the field-level code saying why (docs/validation.md "Error codes" VALIDATION_ERROR). */
export interface FieldIssue {
  readonly field: string;
  readonly reason: ErrorCode;
}

/** VALIDATION_ERROR with its field/reason pairs; `params` cannot hold a list, so the pairs sit beside it. */
export interface ValidationError extends DomainError<'VALIDATION_ERROR'> {
  readonly issues: readonly FieldIssue[];
}

/** Builds a VALIDATION_ERROR from its field/reason pairs. */
export function validationError(issues: readonly FieldIssue[]): ValidationError {
  return { type: 'VALIDATION_ERROR', issues };
}
