/** A refused field as the server reports it (`errors:<code>` translates it). */
export interface ApiFieldIssue {
  readonly field: string;
  readonly code: string;
}

/**
 * The outcome of one API call: never a thrown error. `code` is the server's stable error code, or a
 * client-side one (`NETWORK_ERROR`, `TIMEOUT`, `ABORTED`, `INVALID_RESPONSE_FORMAT`).
 */
export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | {
      readonly ok: false;
      readonly status?: number;
      readonly code: string;
      readonly issues?: readonly ApiFieldIssue[];
    };

/** Client-side failure codes (no HTTP answer, or an answer that is not our JSON). */
export const CLIENT_FAILURE_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  aborted: 'ABORTED',
  invalidResponse: 'INVALID_RESPONSE_FORMAT',
} as const;

/** Reads `{ error: { code, issues? } }` (server/errors/http-errors.ts) from an error answer, tolerantly. */
export function readErrorBody(
  status: number,
  body: unknown,
): Extract<ApiResult<never>, { ok: false }> {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${status}`;
  const issues = Array.isArray(error?.issues) ? error.issues.filter(isFieldIssue) : undefined;
  return issues && issues.length > 0
    ? { ok: false, status, code, issues }
    : { ok: false, status, code };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFieldIssue(value: unknown): value is ApiFieldIssue {
  return isRecord(value) && typeof value.field === 'string' && typeof value.code === 'string';
}
