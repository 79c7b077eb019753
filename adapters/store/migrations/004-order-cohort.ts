import type { Migration } from './migration';

/**
 * Selling cohorts (docs/purchase.md "Seats"): every order records the cohort it buys a seat in, and
 * a payment completed for a cohort already full is flagged (`overbooked_at`) for the operator.
 * Orders from before have no cohort (NULL). The index serves the per-cohort seat count that every
 * checkout runs.
 */
export const orderCohort: Migration = {
  version: 4,
  name: 'order-cohort',
  sqlite: `
    ALTER TABLE registrations ADD COLUMN cohort_number INTEGER CHECK (cohort_number > 0);
    ALTER TABLE registrations ADD COLUMN overbooked_at INTEGER;
    CREATE INDEX registrations_cohort_status ON registrations (cohort_number, status);
  `,
  postgres: `
    ALTER TABLE registrations ADD COLUMN cohort_number INTEGER CHECK (cohort_number > 0);
    ALTER TABLE registrations ADD COLUMN overbooked_at TIMESTAMPTZ;
    CREATE INDEX registrations_cohort_status ON registrations (cohort_number, status);
  `,
};
