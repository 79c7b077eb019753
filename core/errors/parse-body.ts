import * as v from 'valibot';
import { type ErrorCode, isErrorCode } from './error-codes';

/** A refused field of a request body and the stable code of the reason (`errors:<code>` in the UI). */
export interface BodyIssue {
  readonly field: string;
  readonly code: ErrorCode;
}

/** A parsed body, or the refused fields, first issue per field in schema order. */
export type ParsedBody<T> = { ok: true; value: T } | { ok: false; issues: BodyIssue[] };

/**
 * Validates a request body (form or route: one schema, docs/architecture.md "One schema, three uses") and reports refusals as
 * field/code pairs. A missing key is reported by valibot on the object, so `requiredCodes` names
 * the field's own "required" code; valibot's own sentences (unknown key, wrong type) become
 * `VALIDATION_ERROR`.
 */
export function parseBody<Schema extends v.GenericSchema>(
  schema: Schema,
  input: unknown,
  requiredCodes: Readonly<Record<string, ErrorCode>> = {},
): ParsedBody<v.InferOutput<Schema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const issues = new Map<string, BodyIssue>();
  for (const issue of result.issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') || '_';
    if (issues.has(field)) continue;
    const required = issue.input === undefined ? requiredCodes[field] : undefined;
    const code = required ?? (isErrorCode(issue.message) ? issue.message : 'VALIDATION_ERROR');
    issues.set(field, { field, code });
  }
  return { ok: false, issues: [...issues.values()] };
}
