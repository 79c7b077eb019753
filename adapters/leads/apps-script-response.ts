import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { domainError } from '../../core/errors/domain-error';
import type { LeadSinkError } from '../../core/ports/lead-sink';
import { notArray } from '../vendor-json/not-array';
import { parseJson } from '../vendor-json/parse-json';

/** Statuses worth retrying: the request timed out, was throttled, or the server failed. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** The spec's message for an HTTP failure (docs/validation.md "Error codes"). */
export function httpFailureMessage(status: number): string {
  return `HTTP ${status}: Failed to capture lead to Google Sheets`;
}

/**
 * Maps a non-2xx, non-redirect status to the port's error: a 4xx other than 408 and 429 (a wrong
 * URL, a deployment not open to anyone) will not change on a retry, so it is `misconfigured` and
 * reaches the operator at once (docs/messaging.md "Spreadsheet rows").
 */
export function errorForStatus(status: number): LeadSinkError {
  return isTransientStatus(status)
    ? domainError('lead_sink.unavailable', { status })
    : domainError('lead_sink.misconfigured', { message: httpFailureMessage(status) });
}

/**
 * The webhook's JSON answer: `status: "OK"` (the original script), `status: "success"` (ours,
 * docs/apps-script.md, with `duplicate: true` for a key it already has) or `ok: true` on success,
 * else a message or error.
 */
const AppsScriptAnswerSchema = v.pipe(
  notArray,
  v.looseObject({
    status: v.optional(v.string()),
    ok: v.optional(v.boolean()),
    rowId: v.nullish(v.union([v.string(), v.number()])),
    message: v.optional(v.string()),
    error: v.optional(v.string()),
  }),
);

/**
 * Reads the webhook's answer body (docs/integrations.md, docs/security.md: Apps Script cannot set
 * an error status, so success is in the body). A JSON error body is a rejection carrying the
 * webhook's message; a body that is not JSON (the HTML page of a script exception) or not of the
 * expected shape is treated as a passing outage and retried.
 */
export function readAppsScriptBody(text: string): Result<{ rowId?: string }, LeadSinkError> {
  const parsed = v.safeParse(AppsScriptAnswerSchema, parseJson(text));
  if (!parsed.success) {
    return err(domainError('lead_sink.unavailable', { message: 'Unreadable webhook answer' }));
  }
  const { status, ok: succeeded, rowId, message, error } = parsed.output;
  const word = status?.toUpperCase();
  if (word === 'OK' || word === 'SUCCESS' || succeeded === true) {
    return ok(rowId === undefined || rowId === null ? {} : { rowId: String(rowId) });
  }
  return err(
    domainError('lead_sink.rejected', { message: message ?? error ?? 'Webhook refused the row' }),
  );
}
