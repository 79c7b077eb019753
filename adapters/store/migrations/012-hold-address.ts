import type { Migration } from './migration';

/**
 * Seat holds that cannot be hoarded (docs/purchase.md "Seats"): each order keeps the keyed client
 * address its checkout came from (an HMAC of the address, never the address), so one address holds
 * at most three seats at a time; and a hold the buyer gave up to a new checkout of theirs is
 * recorded in a table of its own, so releasing it never waits on the order row a payment callback
 * may be updating. Orders from before have no address key.
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
