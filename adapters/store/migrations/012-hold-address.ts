import type { Migration } from './migration';

/**
 * Seat holds that cannot be hoarded (docs/purchase.md "Seats"): each order keeps the keyed hash of
 * its checkout's address, and a released hold is recorded in a table of its own, never waiting on
 * the order row a callback may be updating. Older orders have no address key.
 */
export const orderHoldAddress: Migration = {
  version: 12,
  name: 'hold-address',
  sqlite: `
    ALTER TABLE registrations ADD COLUMN hold_address_key TEXT;
    CREATE TABLE hold_releases (
      registration_id TEXT PRIMARY KEY REFERENCES registrations (id),
      released_at INTEGER NOT NULL
    ) STRICT;
  `,
  postgres: `
    ALTER TABLE registrations ADD COLUMN hold_address_key TEXT;
    CREATE TABLE hold_releases (
      registration_id TEXT PRIMARY KEY REFERENCES registrations (id),
      released_at TIMESTAMPTZ NOT NULL
    );
  `,
};
