import { randomBytes } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from '../../adapters/store/migrations/all-migrations';
import { createPostgresStore } from '../../adapters/store/postgres';
import { migrateSqlite } from '../../adapters/store/sqlite-migrate';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { describeInvoiceStore } from './invoice-store.contract';
import { describeLeadStore } from './lead-store.contract';
import { describeOperatorQueries } from './operator-queries.contract';
import { describeOrderStore } from './order-store.contract';
import { describeOutboxStore } from './outbox-store.contract';
import { describeRegistrationStore } from './registration-store.contract';
import { describeDurableRegistrationStore } from './registration-store-durability.contract';
import { describeSeatStore } from './seat-store.contract';
import type { MakeStore } from './store-under-test';
import { describeWaitlistStore } from './waitlist-store.contract';

// Runs only against a real server: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
const connectionString = process.env.TEST_DATABASE_URL ?? '';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Every test gets its own schema, dropped afterwards, so runs never see each other's rows.
function freshSchema(): string {
  return `store_test_${randomBytes(8).toString('hex')}`;
}

async function dropSchema(schema: string): Promise<void> {
  await admin((client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
}

/** `table.column` and `index name` lines of a SQLite database migrated from scratch. */
function sqliteSchema(): string[] {
  const db = new BetterSqlite3(':memory:');
  try {
    migrateSqlite(db, ALL_MIGRATIONS, new Date());
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    const columns = tables.flatMap((table) =>
      (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => `${table}.${c.name}`),
    );
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
      .pluck()
      .all() as string[];
    return [...columns, ...indexes.map((name) => `index ${name}`)].sort();
  } finally {
    db.close();
  }
}

describe.runIf(connectionString !== '')('postgres', () => {
  const schemas: string[] = [];
  afterAll(async () => {
    for (const schema of schemas) await dropSchema(schema);
  });

  // The migrations are written once per dialect: after all of them both have the same tables,
  // columns and (named) indexes, whatever route each took (SQLite rebuilds a table to change a CHECK).
  it('ends with the same tables, columns and indexes as SQLite', async () => {
    const schema = freshSchema();
    schemas.push(schema);
    const store = await createPostgresStore({ connectionString, schema });
    await store.close();
    const postgres = await admin(async (client) => {
      const columns = await client.query<{ line: string }>(
        `SELECT table_name || '.' || column_name AS line FROM information_schema.columns
          WHERE table_schema = $1`,
        [schema],
      );
      const indexes = await client.query<{ line: string }>(
        `SELECT 'index ' || indexname AS line FROM pg_indexes
          WHERE schemaname = $1 AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key'`,
        [schema],
      );
      return [...columns.rows, ...indexes.rows].map((row) => row.line).sort();
    });
    expect(postgres).toEqual(sqliteSchema());
  });

  const make: MakeStore = async () => {
    const schema = freshSchema();
    schemas.push(schema);
    const store = await createPostgresStore({ connectionString, schema });
    return {
      store,
      cleanup: async () => {
        await store.close();
        await dropSchema(schema);
      },
    };
  };
  describeRegistrationStore('postgres', make);
  describeOrderStore('postgres', make);
  describeLeadStore('postgres', make);
  describeSeatStore('postgres', make);
  describeWaitlistStore('postgres', make);
  describeOutboxStore('postgres', make);
  describeOperatorQueries('postgres', make);
  describeInvoiceStore('postgres', make);

  describeDurableRegistrationStore('postgres', async () => {
    const schema = freshSchema();
    schemas.push(schema);
    const opened: RegistrationStore[] = [];
    return {
      open: async () => {
        const store = await createPostgresStore({ connectionString, schema });
        opened.push(store);
        return store;
      },
      appliedMigrations: () =>
        admin(async (client) => {
          const sql = `SELECT version, name FROM "${schema}".schema_migrations ORDER BY version`;
          return (await client.query<{ version: number; name: string }>(sql)).rows;
        }),
      cleanup: async () => {
        await Promise.all(opened.map((store) => store.close()));
        await dropSchema(schema);
      },
    };
  });
});
