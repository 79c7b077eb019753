import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from './migrations/all-migrations';
import type { Row } from './row-fields';
import type { SqlExecutor } from './sql-executor';
import { createSqlStoreQueries } from './sql-store-queries';
import { migrateSqlite } from './sqlite-migrate';

/** SQLite's plan for the claim the outbox worker runs, read through the store's own SQL. */
function claimPlan(kinds: { onlyKinds?: string[]; excludeKinds?: string[] }): string {
  const db = new BetterSqlite3(':memory:');
  migrateSqlite(db, ALL_MIGRATIONS, new Date());
  let plan = '';
  const explaining: SqlExecutor = {
    time: (date) => date.getTime(),
    all: async (sql, values) => {
      const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as Row[];
      plan = rows.map((row) => String(row.detail)).join('\n');
      return [];
    },
    run: async () => 0,
  };
  void createSqlStoreQueries(explaining, { claimLock: '' }).claimDueOutbox({
    now: new Date(),
    limit: 25,
    leaseMs: 60_000,
    ...kinds,
  });
  db.close();
  return plan;
}

// Rows waiting for an unconfigured destination pile up (every sheet row of a site without its
// webhook); a claim that walks them slows every registration (docs/performance.md "Registration").
describe('the outbox claim (SQLite)', () => {
  it('reaches only due rows of the kinds asked for, through the (status, kind, due) index', () => {
    const plan = claimPlan({ onlyKinds: ['sms.webinar_confirmation', 'conversion.purchase'] });
    expect(plan).toContain(
      'USING INDEX outbox_status_kind_next_attempt_at (status=? AND kind=? AND next_attempt_at<?)',
    );
  });
});
