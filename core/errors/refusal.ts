import { type ErrorCode, isErrorCode } from './error-codes';

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

/** The first known code per field, for the fields a form shows (server issues or schema issues). */
export function fieldCodes<Field extends string>(
  fields: readonly Field[],
  issues: readonly { readonly field: string; readonly code: string }[],
): Readonly<Partial<Record<Field, ErrorCode>>> {
  const codes: Partial<Record<Field, ErrorCode>> = {};
  for (const issue of issues) {
    const field = fields.find((candidate) => candidate === issue.field);
    if (field && isErrorCode(issue.code) && codes[field] === undefined) codes[field] = issue.code;
  }
  return codes;
}

/** Removes one field's error: a field's error clears as soon as it is edited (docs/validation.md). */
export function withoutField<Field extends string>(
  errors: Readonly<Partial<Record<Field, ErrorCode>>>,
  field: Field,
): Readonly<Partial<Record<Field, ErrorCode>>> {
  const { [field]: _cleared, ...rest } = errors;
  return rest as Readonly<Partial<Record<Field, ErrorCode>>>;
}
