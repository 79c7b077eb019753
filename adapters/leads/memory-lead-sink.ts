import { errAsync, okAsync } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import type { LeadSink, LeadSinkError } from '../../core/ports/lead-sink';
import { type SheetPayload, sheetPayload } from './sheet-payload';

/** The failures a test can make the memory sink answer with. */
export type MemoryLeadSinkFailure = 'lead_sink.rejected' | 'lead_sink.unavailable';

/** The in-memory twin of the spreadsheet webhook, with what it holds and a failure switch for tests. */
export interface MemoryLeadSink extends LeadSink {
  /** The rows appended, in order, as the webhook would store them (one per idempotency key). */
  rows(): readonly SheetPayload[];
  /** How many appends arrived, repeats included. */
  deliveries(): number;
  /** Makes the next `count` appends fail with `code` (nothing stored). */
  failNext(code: MemoryLeadSinkFailure, count?: number): void;
}

/**
 * Behaves like our sheet script (docs/apps-script.md "What it does"): stores the formula-safe payload,
 * ignores a repeated idempotency key (answering with the first row's id).
 */
export function createMemoryLeadSink(): MemoryLeadSink {
  const stored: SheetPayload[] = [];
  const rowIds = new Map<string, string>();
  const failures: MemoryLeadSinkFailure[] = [];
  let deliveries = 0;

  return {
    append(row, idempotencyKey) {
      deliveries += 1;
      const failure = failures.shift();
      if (failure !== undefined) {
        const error: LeadSinkError =
          failure === 'lead_sink.rejected'
            ? domainError(failure, { message: 'Simulated rejection' })
            : domainError(failure);
        return errAsync(error);
      }
      const existing = rowIds.get(idempotencyKey);
      if (existing !== undefined) return okAsync({ rowId: existing });
      stored.push(sheetPayload(row, idempotencyKey));
      const rowId = String(stored.length + 1);
      rowIds.set(idempotencyKey, rowId);
      return okAsync({ rowId });
    },
    rows: () => [...stored],
    deliveries: () => deliveries,
    failNext(code, count = 1) {
      for (let index = 0; index < count; index += 1) failures.push(code);
    },
  };
}
