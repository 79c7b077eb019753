import type { Migration } from './migration';

/**
 * Fair reconciliation (docs/purchase.md "Reconciliation"): each order records when the provider was
 * last asked about it and when it is due next, and the job claims due orders earliest due first
 * through the (status, due) index. Orders from before are due at their last change, so the first pass
 * after the upgrade asks about the unpaid ones as the old job would have. The default only fills
 * those rows: every new order is written with its first due time.
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
