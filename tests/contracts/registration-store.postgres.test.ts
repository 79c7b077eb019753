import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe } from 'vitest';
import { createPostgresStore } from '../../adapters/store/postgres';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { describeRegistrationStore } from './registration-store.contract';
import { describeDurableRegistrationStore } from './registration-store-durability.contract';

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

describe.runIf(connectionString !== '')('postgres', () => {
  const schemas: string[] = [];
  afterAll(async () => {
    for (const schema of schemas) await dropSchema(schema);
  });

  describeRegistrationStore('postgres', async () => {
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
  });

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
