import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { expect, it } from 'vitest';
import { describeOnDatabases, ops } from './support/ops-harness';
import { lead, order, seedLeads, seedOrders } from './support/seed';

function countRows(filename: string): Record<string, unknown> {
  const db = new BetterSqlite3(filename, { readonly: true, fileMustExist: true });
  try {
    const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
    return {
      leads: count('leads'),
      registrations: count('registrations'),
      names: db.prepare('SELECT full_name FROM leads ORDER BY id').pluck().all(),
      integrity: db.pragma('integrity_check', { simple: true }),
    };
  } finally {
    db.close();
  }
}

describeOnDatabases('ops backup', (db) => {
  it('backs up SQLite while the store is open, into a file with the same rows; PostgreSQL: pg_dump', async () => {
    const target = join(db().dir, 'backup.db');
    if (db().kind === 'postgres') {
      const run = await ops(db(), 'backup', target);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('On PostgreSQL use pg_dump');
      return;
    }
    await db().withStore(async (store) => {
      await seedLeads(store, [
        lead('l1', '2025-10-01T08:00:00Z'),
        lead('l2', '2025-10-01T09:00:00Z'),
      ]);
      await seedOrders(store, [
        { order: order('o1', '2025-10-01T10:00:00Z'), firstName: 'ნინო', lastName: 'ბერიძე' },
      ]);
      // The server's store stays open (WAL, uncheckpointed writes) while the backup runs.
      const run = await ops(db(), 'backup', target);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/^Backed up .*site\.db to .*backup\.db \(\d+ pages\)\.\n$/);
      await seedLeads(store, [lead('l3', '2025-10-01T11:00:00Z')]);
    });
    expect(countRows(target)).toEqual({
      leads: 2,
      registrations: 1,
      names: ['ნინო ბერიძე', 'ნინო ბერიძე'],
      integrity: 'ok',
    });
    expect(countRows(db().filename)).toMatchObject({ leads: 3 });
    const again = await ops(db(), 'backup', target);
    expect(again).toMatchObject({
      code: 1,
      stderr: `error: ${target} already exists; choose a new file name.\n`,
    });
  });
});
