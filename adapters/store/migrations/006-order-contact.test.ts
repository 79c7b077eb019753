import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { RegistrationStore } from '../../../core/ports/registration-store';
import { createPostgresStore } from '../postgres';
import { migratePostgres } from '../postgres-migrate';
import { createSqliteStore } from '../sqlite';
import { migrateSqlite } from '../sqlite-migrate';
import { orderContact } from './006-order-contact';
import { ALL_MIGRATIONS } from './all-migrations';

const BEFORE = ALL_MIGRATIONS.filter((migration) => migration.version < orderContact.version);
const APPLIED_AT = new Date('2025-10-01T09:00:00Z');

/**
 * Rows as the schema before this migration held them: one customer (whose details the last
 * checkout had overwritten) with two orders. `time` is how the dialect writes an instant.
 */
function legacyRows(time: string): string[] {
  const order = (id: string) =>
    `INSERT INTO registrations (id, customer_id, price_tetri, currency, status, source,
      public_token, merchant_order_id, created_at, updated_at, language, cohort_number)
      VALUES ('${id}', 'cus-1', 250000, 'GEL', 'payment_completed', 'checkout',
      'tok-${id}', 'order-${id}', ${time}, ${time}, 'ka', 4)`;
  return [
    `INSERT INTO customers (id, first_name, last_name, email, phone, city, linkedin, created_at,
      updated_at) VALUES ('cus-1', 'ნინო', 'ბერიძე', 'nino@example.ge', '+995555123456', NULL,
      'https://www.linkedin.com/in/nino', ${time}, ${time})`,
    order('reg-1'),
    order('reg-2'),
  ];
}

const BACKFILLED = {
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  email: 'nino@example.ge',
  phone: '+995555123456',
  city: null,
  linkedIn: 'https://www.linkedin.com/in/nino',
};

async function expectBackfilled(store: RegistrationStore): Promise<void> {
  for (const id of ['reg-1', 'reg-2']) {
    expect((await store.findRegistrationById(id))?.contact).toEqual(BACKFILLED);
  }
  expect((await store.listOrders({})).map((order) => order.contact.firstName)).toEqual([
    'ნინო',
    'ნინო',
  ]);
}

describe('migration 006 order-contact', () => {
  it('backfills every SQLite order from its customer and keeps the columns NOT NULL', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'order-contact-'));
    const filename = join(directory, 'site.db');
    try {
      const legacy = new BetterSqlite3(filename);
      legacy.pragma('foreign_keys = ON');
      migrateSqlite(legacy, BEFORE, APPLIED_AT);
      for (const sql of legacyRows(String(APPLIED_AT.getTime()))) legacy.exec(sql);
      legacy.close();

      const store = await createSqliteStore({ filename });
      await expectBackfilled(store);
      await store.close();
      const migrated = new BetterSqlite3(filename);
      try {
        expect(() =>
          migrated.exec(`UPDATE registrations SET contact_phone = NULL WHERE id = 'reg-1'`),
        ).toThrow(/NOT NULL/);
      } finally {
        migrated.close();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  const connectionString = process.env.TEST_DATABASE_URL ?? '';
  it.runIf(connectionString !== '')(
    'backfills every PostgreSQL order from its customer and sets the columns NOT NULL',
    async () => {
      const schema = `order_contact_${randomBytes(8).toString('hex')}`;
      const pool = new pg.Pool({ connectionString, options: `-c search_path=${schema}` });
      try {
        await migratePostgres(pool, schema, BEFORE, APPLIED_AT);
        for (const sql of legacyRows(`'${APPLIED_AT.toISOString()}'`)) await pool.query(sql);

        const store = await createPostgresStore({ connectionString, schema });
        await expectBackfilled(store);
        await store.close();
        await expect(
          pool.query(`UPDATE registrations SET contact_phone = NULL WHERE id = 'reg-1'`),
        ).rejects.toThrow(/not-null/);
      } finally {
        await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await pool.end();
      }
    },
  );
});
