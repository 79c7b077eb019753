import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '../errors/domain-error';
import type { SheetRow } from '../spreadsheet/sheet-rows';

// The rows are defined by their schemas, which the outbox parses stored payloads with.
export type { RefundRow, SheetRow } from '../spreadsheet/sheet-rows';

/**
 * Sink failures (docs/messaging.md "Outbox"): `not_configured` (the row waits), `rejected` (an
 * error body, retried), `misconfigured` (a 4xx no retry changes: permanent), `unavailable` (5xx,
 * 408, 429, network or time-out: retried).
 */
export type LeadSinkError = DomainError<
  | 'lead_sink.not_configured'
  | 'lead_sink.rejected'
  | 'lead_sink.misconfigured'
  | 'lead_sink.unavailable'
>;

/** Appends leads and customers to the team's spreadsheet (docs/integrations.md "Apps Script webhook"). */
export interface LeadSink {
  /** Appends one row; the key lets the sheet script ignore a repeated delivery. */
  append(row: SheetRow, idempotencyKey: string): ResultAsync<{ rowId?: string }, LeadSinkError>;
}
