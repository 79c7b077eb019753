import type { Migration } from './migration';

/**
 * Fair reconciliation (docs/purchase.md "Reconciliation"): when each order was last asked about and
 * is next due, claimed through the (status, due) index. Older orders are due at their last change,
 * as the old job would have asked; new orders are written with their first due time.
 */
export const statusCheckSchedule: Migration = {
  version: 7,
  name: 'status-check-schedule',
  sqlite: `
    ALTER TABLE registrations ADD COLUMN status_checked_at INTEGER;
    ALTER TABLE registrations ADD COLUMN status_check_due_at INTEGER NOT NULL DEFAULT 0;
    UPDATE registrations SET status_check_due_at = updated_at;
    CREATE INDEX registrations_status_check_due ON registrations (status, status_check_due_at);
  `,
  postgres: `
    ALTER TABLE registrations ADD COLUMN status_checked_at TIMESTAMPTZ;
    ALTER TABLE registrations ADD COLUMN status_check_due_at TIMESTAMPTZ NOT NULL
      DEFAULT TIMESTAMPTZ 'epoch';
    UPDATE registrations SET status_check_due_at = updated_at;
    ALTER TABLE registrations ALTER COLUMN status_check_due_at DROP DEFAULT;
    CREATE INDEX registrations_status_check_due ON registrations (status, status_check_due_at);
  `,
};
