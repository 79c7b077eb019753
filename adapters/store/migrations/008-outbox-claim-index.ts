import type { Migration } from './migration';

/**
 * The outbox worker claims by the kinds it can deliver (`kind IN …`, docs/messaging.md "Outbox"), so
 * rows that wait for a destination nobody configured (sheet rows without a webhook URL) are never
 * read by a claim however many pile up. Without this index every claim walked all pending rows due
 * by now, inside the write queue: 3.6 ms at 24,000 waiting rows, and the registration route fell
 * from half a bare insert loop to a third (docs/performance.md "Registration"). The index starts
 * with `status`, so it also serves what the one it replaces served (counts by status).
 */
export const outboxClaimIndex: Migration = {
  version: 8,
  name: 'outbox-claim-index',
  sqlite: `
    CREATE INDEX outbox_status_kind_next_attempt_at ON outbox (status, kind, next_attempt_at);
    DROP INDEX outbox_status_next_attempt_at;
  `,
  postgres: `
    CREATE INDEX outbox_status_kind_next_attempt_at ON outbox (status, kind, next_attempt_at);
    DROP INDEX outbox_status_next_attempt_at;
  `,
};
