import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe } from 'vitest';
import type { RegistrationStore } from '../../../core/ports/registration-store';
import { parseConfig } from '../../../server/config/config';
import { makeStore } from '../../../server/dependencies';
import { runOps } from '../../../server/ops/run-ops';

/** The instant the console believes it is: 1 October 2025, 16:00 in Tbilisi. */
export const NOW = new Date('2025-10-01T12:00:00Z');

/** One empty database the console is pointed at through its environment, as in production. */
export interface OpsDatabase {
  readonly kind: 'sqlite' | 'postgres';
  readonly env: Readonly<Record<string, string>>;
  /** A scratch directory for export and backup files, removed afterwards. */
  readonly dir: string;
  /** The SQLite file (empty string on PostgreSQL). */
  readonly filename: string;
  /** Opens the store the console would open, runs `work`, closes it. */
  readonly withStore: <T>(work: (store: RegistrationStore) => Promise<T>) => Promise<T>;
  readonly dispose: () => Promise<void>;
}

/** What one console run printed and returned. */
export interface OpsRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const connectionString = process.env.TEST_DATABASE_URL ?? '';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function makeDatabase(kind: OpsDatabase['kind']): Promise<OpsDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'ops-'));
  const schema = `ops_test_${randomBytes(8).toString('hex')}`;
  const filename = kind === 'sqlite' ? join(dir, 'data', 'site.db') : '';
  // The console takes only DATABASE_URL; the schema rides along as the connection's search_path.
  const separator = connectionString.includes('?') ? '&' : '?';
  const env =
    kind === 'sqlite'
      ? { SQLITE_PATH: filename }
      : { DATABASE_URL: `${connectionString}${separator}options=-c%20search_path%3D${schema}` };
  if (kind === 'postgres') await admin(`CREATE SCHEMA "${schema}"`);
  const database = parseConfig(env)._unsafeUnwrap().database;
  return {
    kind,
    env,
    dir,
    filename,
    withStore: async (work) => {
      const store = await makeStore(database);
      try {
        return await work(store);
      } finally {
        await store.close();
      }
    },
    dispose: async () => {
      rmSync(dir, { recursive: true, force: true });
      if (kind === 'postgres') await admin(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    },
  };
}

/** Runs the console in-process against `database`, collecting what it prints. */
export function ops(database: OpsDatabase, ...argv: string[]): Promise<OpsRun> {
  return opsWithEnv(database, {}, ...argv);
}

/** Like `ops`, with more environment variables (e.g. SITE_CONFIG_PATH). */
export async function opsWithEnv(
  database: OpsDatabase,
  env: Readonly<Record<string, string>>,
  ...argv: string[]
): Promise<OpsRun> {
  let stdout = '';
  let stderr = '';
  const code = await runOps(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env: { ...database.env, ...env },
    now: () => NOW,
  });
  return { code, stdout, stderr };
}

/**
 * Declares `body` twice: on a fresh SQLite file, and on a fresh PostgreSQL schema when
 * TEST_DATABASE_URL is set (as the PostgreSQL contract suite does). Each test gets its own database.
 */
export function describeOnDatabases(title: string, body: (db: () => OpsDatabase) => void): void {
  const kinds = [
    ['sqlite', true],
    ['postgres', connectionString !== ''],
  ] as const;
  for (const [kind, enabled] of kinds) {
    describe.runIf(enabled)(`${title} (${kind})`, () => {
      let database: OpsDatabase;
      beforeEach(async () => {
        database = await makeDatabase(kind);
      });
      afterEach(async () => {
        await database.dispose();
      });
      body(() => database);
    });
  }
}
