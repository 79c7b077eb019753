import type { ApiFieldIssue } from './api-result';

/**
 * What a machine's request actor rejects with when the API refused: the stable code and the refused
 * fields, read by core `refusalOf` (core/errors/refusal.ts).
 */
export class ApiRefusal extends Error {
  /** The refusal's stable error code. */
  readonly code: string;
  /** The fields the server refused, with their codes. */
  readonly issues: readonly ApiFieldIssue[];

  constructor(code: string, issues: readonly ApiFieldIssue[] = []) {
    super(code);
    this.name = 'ApiRefusal';
    this.code = code;
    this.issues = issues;
  }
}
