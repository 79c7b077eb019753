import type { Migration } from './migration';

/**
 * A waiting list that acts (docs/purchase.md "Waiting list"): a lead keeps the language and the
 * phone it was left with, so a freed seat is offered in that language by e-mail and SMS; each offer
 * holds one seat of a cohort for its holder until it is used or expires. Earlier leads have neither
 * and are written to in Georgian, the site's default.
 */
export const waitlistOffers: Migration = {
  version: 13,
  name: 'waitlist-offers',
  sqlite: `
    ALTER TABLE leads ADD COLUMN language TEXT CHECK (language IS NULL OR language IN ('ka', 'en'));
    CREATE TABLE waitlist_offers (
      id TEXT PRIMARY KEY,
      lead_id TEXT NOT NULL REFERENCES leads (id),
      cohort_number INTEGER NOT NULL CHECK (cohort_number > 0),
      token TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL CHECK (status IN ('open', 'used', 'expired')),
      offered_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      registration_id TEXT REFERENCES registrations (id),
      closed_at INTEGER,
      UNIQUE (lead_id, cohort_number)
    ) STRICT;
    CREATE INDEX waitlist_offers_cohort_status ON waitlist_offers (cohort_number, status);
  `,
  postgres: `
    ALTER TABLE leads ADD COLUMN language TEXT CHECK (language IS NULL OR language IN ('ka', 'en'));
    CREATE TABLE waitlist_offers (
      id TEXT PRIMARY KEY,
      lead_id TEXT NOT NULL REFERENCES leads (id),
      cohort_number INTEGER NOT NULL CHECK (cohort_number > 0),
      token TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL CHECK (status IN ('open', 'used', 'expired')),
      offered_at TIMESTAMPTZ NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL,
      registration_id TEXT REFERENCES registrations (id),
      closed_at TIMESTAMPTZ,
      UNIQUE (lead_id, cohort_number)
    );
    CREATE INDEX waitlist_offers_cohort_status ON waitlist_offers (cohort_number, status);
  `,
};
