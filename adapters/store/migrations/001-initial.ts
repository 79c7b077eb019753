import type { Migration } from './migration';

// Status values mirror core/registration/registration-status.ts; the contract suite inserts every
// one of them, so a new status without a migration fails the tests.
const STATUSES = `'pending', 'payment_initiated', 'payment_completed', 'completed', 'cancelled', 'failed'`;

/** Customers, leads, orders, payment-event dedupe and the outbox (docs/security.md "Persistence"). */
export const initial: Migration = {
  version: 1,
  name: 'initial',
  sqlite: `
    CREATE TABLE customers (
      id TEXT PRIMARY KEY,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      email TEXT NOT NULL UNIQUE,
      phone TEXT NOT NULL,
      city TEXT,
      linkedin TEXT,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE leads (
      id TEXT PRIMARY KEY,
      full_name TEXT,
      email TEXT NOT NULL,
      phone TEXT,
      linkedin TEXT,
      city TEXT,
      source TEXT NOT NULL,
      utm_source TEXT, utm_medium TEXT, utm_campaign TEXT, utm_content TEXT, utm_term TEXT,
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX leads_created_at ON leads (created_at);
    CREATE TABLE registrations (
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
      cancelled_at INTEGER
    ) STRICT;
    CREATE INDEX registrations_customer_id ON registrations (customer_id);
    CREATE INDEX registrations_status_updated_at ON registrations (status, updated_at);
    CREATE TABLE payment_events (
      merchant_order_id TEXT NOT NULL,
      payment_id TEXT NOT NULL,
      order_status TEXT NOT NULL,
      received_at INTEGER NOT NULL,
      PRIMARY KEY (merchant_order_id, payment_id, order_status)
    ) STRICT;
    CREATE TABLE outbox (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      payload TEXT NOT NULL,
      idempotency_key TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'dead')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      last_error TEXT,
      locked_until INTEGER,
      created_at INTEGER NOT NULL,
      delivered_at INTEGER
    ) STRICT;
    CREATE INDEX outbox_status_next_attempt_at ON outbox (status, next_attempt_at);
  `,
  postgres: `
    CREATE TABLE customers (
      id TEXT PRIMARY KEY,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      email TEXT NOT NULL UNIQUE,
      phone TEXT NOT NULL,
      city TEXT,
      linkedin TEXT,
      created_at TIMESTAMPTZ NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL
    );
    CREATE TABLE leads (
      id TEXT PRIMARY KEY,
      full_name TEXT,
      email TEXT NOT NULL,
      phone TEXT,
      linkedin TEXT,
      city TEXT,
      source TEXT NOT NULL,
      utm_source TEXT, utm_medium TEXT, utm_campaign TEXT, utm_content TEXT, utm_term TEXT,
      created_at TIMESTAMPTZ NOT NULL
    );
    CREATE INDEX leads_created_at ON leads (created_at);
    CREATE TABLE registrations (
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
      payment_timestamp TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL,
      completed_at TIMESTAMPTZ,
      cancelled_at TIMESTAMPTZ
    );
    CREATE INDEX registrations_customer_id ON registrations (customer_id);
    CREATE INDEX registrations_status_updated_at ON registrations (status, updated_at);
    CREATE TABLE payment_events (
      merchant_order_id TEXT NOT NULL,
      payment_id TEXT NOT NULL,
      order_status TEXT NOT NULL,
      received_at TIMESTAMPTZ NOT NULL,
      PRIMARY KEY (merchant_order_id, payment_id, order_status)
    );
    CREATE TABLE outbox (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      payload JSONB NOT NULL,
      idempotency_key TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'dead')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TIMESTAMPTZ NOT NULL,
      last_error TEXT,
      locked_until TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL,
      delivered_at TIMESTAMPTZ
    );
    CREATE INDEX outbox_status_next_attempt_at ON outbox (status, next_attempt_at);
  `,
};
