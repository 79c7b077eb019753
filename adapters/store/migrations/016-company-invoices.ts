import type { Migration } from './migration';

/**
 * Company invoices (docs/purchase.md "Company invoices"): an invoice, one seat row per order it
 * holds, the transfers recorded against it, and a counter per year whose row lock keeps invoice
 * numbers sequential and unique across instances.
 */
export const companyInvoices: Migration = {
  version: 16,
  name: 'company-invoices',
  sqlite: `
    CREATE TABLE invoices (
      id TEXT PRIMARY KEY,
      number TEXT NOT NULL UNIQUE,
      token TEXT NOT NULL UNIQUE,
      language TEXT NOT NULL CHECK (language IN ('ka', 'en')),
      cohort_number INTEGER NOT NULL CHECK (cohort_number > 0),
      company_name TEXT NOT NULL,
      company_code TEXT NOT NULL,
      company_address TEXT,
      contact_name TEXT NOT NULL,
      contact_email TEXT NOT NULL,
      contact_phone TEXT NOT NULL,
      unit_price_tetri INTEGER NOT NULL CHECK (unit_price_tetri >= 0),
      issued_at INTEGER NOT NULL,
      due_at INTEGER NOT NULL,
      cancelled_at INTEGER
    ) STRICT;
    CREATE TABLE invoice_seats (
      invoice_id TEXT NOT NULL REFERENCES invoices (id),
      seat INTEGER NOT NULL CHECK (seat > 0),
      registration_id TEXT NOT NULL UNIQUE REFERENCES registrations (id),
      participant_name TEXT,
      participant_email TEXT,
      PRIMARY KEY (invoice_id, seat)
    ) STRICT;
    CREATE TABLE invoice_payments (
      invoice_id TEXT NOT NULL REFERENCES invoices (id),
      payment_key TEXT NOT NULL,
      amount_tetri INTEGER NOT NULL CHECK (amount_tetri > 0),
      paid_on TEXT NOT NULL,
      recorded_at INTEGER NOT NULL,
      PRIMARY KEY (invoice_id, payment_key)
    ) STRICT;
    CREATE TABLE invoice_numbers (
      year INTEGER PRIMARY KEY,
      last_number INTEGER NOT NULL
    ) STRICT;
  `,
  postgres: `
    CREATE TABLE invoices (
      id TEXT PRIMARY KEY,
      number TEXT NOT NULL UNIQUE,
      token TEXT NOT NULL UNIQUE,
      language TEXT NOT NULL CHECK (language IN ('ka', 'en')),
      cohort_number INTEGER NOT NULL CHECK (cohort_number > 0),
      company_name TEXT NOT NULL,
      company_code TEXT NOT NULL,
      company_address TEXT,
      contact_name TEXT NOT NULL,
      contact_email TEXT NOT NULL,
      contact_phone TEXT NOT NULL,
      unit_price_tetri INTEGER NOT NULL CHECK (unit_price_tetri >= 0),
      issued_at TIMESTAMPTZ NOT NULL,
      due_at TIMESTAMPTZ NOT NULL,
      cancelled_at TIMESTAMPTZ
    );
    CREATE TABLE invoice_seats (
      invoice_id TEXT NOT NULL REFERENCES invoices (id),
      seat INTEGER NOT NULL CHECK (seat > 0),
      registration_id TEXT NOT NULL UNIQUE REFERENCES registrations (id),
      participant_name TEXT,
      participant_email TEXT,
      PRIMARY KEY (invoice_id, seat)
    );
    CREATE TABLE invoice_payments (
      invoice_id TEXT NOT NULL REFERENCES invoices (id),
      payment_key TEXT NOT NULL,
      amount_tetri INTEGER NOT NULL CHECK (amount_tetri > 0),
      paid_on TEXT NOT NULL,
      recorded_at TIMESTAMPTZ NOT NULL,
      PRIMARY KEY (invoice_id, payment_key)
    );
    CREATE TABLE invoice_numbers (
      year INTEGER PRIMARY KEY,
      last_number INTEGER NOT NULL
    );
  `,
};
