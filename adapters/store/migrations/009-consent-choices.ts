import type { Migration } from './migration';

/**
 * The visitor's form choices (docs/purchase.md "Express start") and the tracking choice an order
 * was opened under (docs/messaging.md "Conversions"). Older rows never had them: no opt-in, no
 * express start, no consent. Booleans are 0/1 integers in both dialects, like the schema's other
 * flags.
 */
export const consentChoices: Migration = {
  version: 9,
  name: 'consent-choices',
  sqlite: `
    ALTER TABLE leads ADD COLUMN marketing_opt_in INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE registrations ADD COLUMN marketing_opt_in INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE registrations ADD COLUMN express_start_requested_at INTEGER;
    ALTER TABLE registrations ADD COLUMN advertising_consent INTEGER NOT NULL DEFAULT 0;
  `,
  postgres: `
    ALTER TABLE leads ADD COLUMN marketing_opt_in INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE registrations ADD COLUMN marketing_opt_in INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE registrations ADD COLUMN express_start_requested_at TIMESTAMPTZ;
    ALTER TABLE registrations ADD COLUMN advertising_consent INTEGER NOT NULL DEFAULT 0;
  `,
};
