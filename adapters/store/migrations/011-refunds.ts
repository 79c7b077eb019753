import type { Migration } from './migration';

// Status values mirror core/registration/registration-status.ts.
const STATUSES = `'pending', 'payment_initiated', 'payment_completed', 'completed', 'cancelled', 'failed', 'partially_refunded', 'refunded'`;

const REGISTRATION_INDEXES = `
    CREATE INDEX registrations_customer_id ON registrations (customer_id);
    CREATE INDEX registrations_status_updated_at ON registrations (status, updated_at);
    CREATE INDEX registrations_created_at ON registrations (created_at);
    CREATE INDEX registrations_cohort_status ON registrations (cohort_number, status);
    CREATE INDEX registrations_status_check_due ON registrations (status, status_check_due_at);
`;

/**
 * Refunds (docs/purchase.md "Refunds"): two statuses, the refunded total and time, a row per
 * refund, and a payment-event key that tells a second partial refund from a repeat. SQLite cannot
 * change a CHECK in place, so there the orders table is rebuilt (same columns, same order, indexes
 * again); PostgreSQL swaps the constraints.
 */
export const refunds: Migration = {
  version: 11,
  name: 'refunds',
  sqlite: `
    CREATE TABLE registrations_next (
      id TEXT PRIMARY KEY,
      customer_id TEXT NOT NULL REFERENCES customers (id),
      price_tetri INTEGER NOT NULL CHECK (price_tetri >= 0),
      currency TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN (${STATUSES})),
      source TEXT NOT NULL,
      utm_source TEXT, utm_medium TEXT, utm_campaign TEXT, utm_content TEXT, utm_term TEXT,
      public_token TEXT NOT NULL UNIQUE,
      merchant_order_id TEXT NOT NULL UNIQUE,
      transaction_id TEXT,
      payment_timestamp INTEGER,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      completed_at INTEGER,
      cancelled_at INTEGER,
      payment_status TEXT CHECK (payment_status IS NULL OR payment_status IN
        ('created', 'processing', 'declined', 'approved', 'expired', 'reversed')),
      language TEXT NOT NULL DEFAULT 'ka' CHECK (language IN ('ka', 'en')),
      cohort_number INTEGER CHECK (cohort_number > 0),
      overbooked_at INTEGER,
      contact_first_name TEXT NOT NULL DEFAULT '',
      contact_last_name TEXT NOT NULL DEFAULT '',
      contact_email TEXT NOT NULL DEFAULT '',
      contact_phone TEXT NOT NULL DEFAULT '',
      contact_city TEXT,
      contact_linkedin TEXT,
      status_checked_at INTEGER,
      status_check_due_at INTEGER NOT NULL DEFAULT 0,
      marketing_opt_in INTEGER NOT NULL DEFAULT 0,
      express_start_requested_at INTEGER,
      advertising_consent INTEGER NOT NULL DEFAULT 0,
      refunded_tetri INTEGER NOT NULL DEFAULT 0 CHECK (refunded_tetri >= 0),
      refunded_at INTEGER
    ) STRICT;
    INSERT INTO registrations_next SELECT *, 0, NULL FROM registrations;
    DROP TABLE registrations;
    ALTER TABLE registrations_next RENAME TO registrations;
    ${REGISTRATION_INDEXES}
    CREATE TABLE payment_events_next (
      merchant_order_id TEXT NOT NULL,
      payment_id TEXT NOT NULL,
      order_status TEXT NOT NULL,
      received_at INTEGER NOT NULL,
      reversal_tetri INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (merchant_order_id, payment_id, order_status, reversal_tetri)
    ) STRICT;
    INSERT INTO payment_events_next SELECT *, 0 FROM payment_events;
    DROP TABLE payment_events;
    ALTER TABLE payment_events_next RENAME TO payment_events;
    CREATE TABLE refunds (
      id TEXT PRIMARY KEY,
      registration_id TEXT NOT NULL REFERENCES registrations (id),
      reverse_id TEXT NOT NULL UNIQUE,
      amount_tetri INTEGER NOT NULL CHECK (amount_tetri > 0),
      status TEXT NOT NULL CHECK (status IN ('requested', 'approved', 'declined')),
      origin TEXT NOT NULL CHECK (origin IN ('console', 'provider')),
      reason TEXT,
      requested_at INTEGER NOT NULL,
      settled_at INTEGER
    ) STRICT;
    CREATE INDEX refunds_registration ON refunds (registration_id, requested_at);
  `,
  postgres: `
    ALTER TABLE registrations DROP CONSTRAINT registrations_status_check;
    ALTER TABLE registrations ADD CONSTRAINT registrations_status_check
      CHECK (status IN (${STATUSES}));
    ALTER TABLE registrations
      ADD COLUMN refunded_tetri INTEGER NOT NULL DEFAULT 0 CHECK (refunded_tetri >= 0),
      ADD COLUMN refunded_at TIMESTAMPTZ;
    ALTER TABLE payment_events ADD COLUMN reversal_tetri INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE payment_events DROP CONSTRAINT payment_events_pkey,
      ADD PRIMARY KEY (merchant_order_id, payment_id, order_status, reversal_tetri);
    CREATE TABLE refunds (
      id TEXT PRIMARY KEY,
      registration_id TEXT NOT NULL REFERENCES registrations (id),
      reverse_id TEXT NOT NULL UNIQUE,
      amount_tetri INTEGER NOT NULL CHECK (amount_tetri > 0),
      status TEXT NOT NULL CHECK (status IN ('requested', 'approved', 'declined')),
      origin TEXT NOT NULL CHECK (origin IN ('console', 'provider')),
      reason TEXT,
      requested_at TIMESTAMPTZ NOT NULL,
      settled_at TIMESTAMPTZ
    );
    CREATE INDEX refunds_registration ON refunds (registration_id, requested_at);
  `,
};
