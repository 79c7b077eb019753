import { err, ok, type Result } from 'neverthrow';
import type { LeadSinkError } from '../../core/ports/lead-sink';
import { domainError } from '../../core/shared/domain-error';

/** Statuses worth retrying: the request timed out, was throttled, or the server failed. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** The spec's message for an HTTP failure (docs/validation.md "Error codes"). */
export function httpFailureMessage(status: number): string {
  return `HTTP ${status}: Failed to capture lead to Google Sheets`;
}

/** Maps a non-2xx, non-redirect status to the port's error. */
export function errorForStatus(status: number): LeadSinkError {
  return isTransientStatus(status)
    ? domainError('lead_sink.unavailable', { status })
    : domainError('lead_sink.rejected', { message: httpFailureMessage(status) });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the webhook's answer body (docs/integrations.md "Apps Script webhook", docs/security.md "Outbound delivery": Apps Script cannot set an error
 * status, so success is in the body: `status: "OK"` or `ok: true`). A JSON error body is a rejection
 * carrying the webhook's message; a body that is not JSON (the HTML page of a script exception) is
 * treated as a passing outage and retried.
 */
export function readAppsScriptBody(text: string): Result<{ rowId?: string }, LeadSinkError> {
  const body = parseJson(text);
  if (typeof body !== 'object' || body === null) {
    return err(domainError('lead_sink.unavailable', { message: 'Unreadable webhook answer' }));
  }
  const fields = body as Record<string, unknown>;
  const status = typeof fields.status === 'string' ? fields.status.toUpperCase() : undefined;
  if (status === 'OK' || fields.ok === true) {
    const rowId = fields.rowId;
    return ok(
      typeof rowId === 'string' || typeof rowId === 'number' ? { rowId: String(rowId) } : {},
    );
  }
  const message = [fields.message, fields.error].find((value) => typeof value === 'string');
  return err(
    domainError('lead_sink.rejected', { message: String(message ?? 'Webhook refused the row') }),
  );
}
