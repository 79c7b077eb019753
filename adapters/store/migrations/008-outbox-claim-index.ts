import type { Migration } from './migration';

/**
 * The outbox worker claims by the kinds it can deliver (`kind IN …`), so rows waiting for a
 * destination nobody configured are never read by a claim, however many pile up
 * (docs/performance.md "Registration"). The index starts with `status`, so it also serves the
 * counts by status.
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
