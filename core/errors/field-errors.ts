import { type ErrorCode, isErrorCode } from './error-codes';

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
