import type { Migration } from './migration';

/**
 * The webinar session a registration chose (docs/webinar.md "Session choice"), kept by its start:
 * the configuration names sessions by their start, and the console counts registrations per session
 * through the index. Leads from before, and exit-intent leads, have none.
 */
export const leadWebinarSession: Migration = {
  version: 10,
  name: 'lead-webinar-session',
  sqlite: `
    ALTER TABLE leads ADD COLUMN webinar_session_starts_at INTEGER;
    CREATE INDEX leads_webinar_session ON leads (webinar_session_starts_at);
  `,
  postgres: `
    ALTER TABLE leads ADD COLUMN webinar_session_starts_at TIMESTAMPTZ;
    CREATE INDEX leads_webinar_session ON leads (webinar_session_starts_at);
  `,
};
