import type { ErrorCode } from './error-codes';

/**
 * Why a request a machine invoked was refused: the stable code and the refused fields. Clients reject
 * their request actors with this shape; anything else that is thrown (a bug, a lost connection the
 * client did not describe) becomes `fallback` with no fields.
 */
export interface Refusal {
  readonly code: string;
  readonly issues: readonly { readonly field: string; readonly code: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a rejected actor's error as a refusal, tolerantly. */
export function refusalOf(error: unknown, fallback: ErrorCode): Refusal {
  if (!isRecord(error) || typeof error.code !== 'string') return { code: fallback, issues: [] };
  const issues = Array.isArray(error.issues)
    ? error.issues.filter(
        (issue): issue is Refusal['issues'][number] =>
          isRecord(issue) && typeof issue.field === 'string' && typeof issue.code === 'string',
      )
    : [];
  return { code: error.code, issues };
}
