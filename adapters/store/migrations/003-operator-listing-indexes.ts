import type { Migration } from './migration';

/**
 * The operator console (docs/operations.md) lists leads by source and orders by creation day,
 * newest first. Leads already have `leads_created_at`; orders had only status/update indexes. The
 * outbox gets none: its summary is a rare full scan, and every enqueue and claim would pay for one.
 */
export const operatorListingIndexes: Migration = {
  version: 3,
  name: 'operator-listing-indexes',
  sqlite: `
    CREATE INDEX leads_source_created_at ON leads (source, created_at);
    CREATE INDEX registrations_created_at ON registrations (created_at);
  `,
  postgres: `
    CREATE INDEX leads_source_created_at ON leads (source, created_at);
    CREATE INDEX registrations_created_at ON registrations (created_at);
  `,
};
