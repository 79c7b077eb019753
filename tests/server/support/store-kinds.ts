import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createMemoryStore } from '../../../adapters/store/memory';
import { createPostgresStore } from '../../../adapters/store/postgres';
import { createSqliteStore } from '../../../adapters/store/sqlite';
import type { RegistrationStore } from '../../../core/ports/registration-store';

/** A store for one test and how to remove what it created (the app closes the store itself). */
export interface DisposableStore {
  readonly store: RegistrationStore;
  readonly dispose: () => Promise<void>;
}

const connectionString = process.env.TEST_DATABASE_URL ?? '';

/**
 * The three stores the server runs on: memory, SQLite on disk, and PostgreSQL (own schema) when
 * TEST_DATABASE_URL is set — so the payment guarantees are shown on every database, not one.
 */
export const STORE_KINDS: readonly { name: string; make: () => Promise<DisposableStore> }[] = [
  {
    name: 'memory',
    make: async () => ({ store: createMemoryStore(), dispose: async () => undefined }),
  },
  {
    name: 'sqlite',
    make: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'payments-'));
      const store = await createSqliteStore({ filename: join(dir, 'site.db') });
      return { store, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  ...(connectionString === ''
    ? []
    : [
        {
          name: 'postgres',
          make: async () => {
            const schema = `payments_test_${randomBytes(8).toString('hex')}`;
            const store = await createPostgresStore({ connectionString, schema });
            return {
              store,
              dispose: async () => {
                const client = new pg.Client({ connectionString });
                await client.connect();
                await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
                await client.end();
              },
            };
          },
        },
      ]),
];
