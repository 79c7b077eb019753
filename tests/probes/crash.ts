/**
 * `npm run probe:crash`: kill -9 rounds of the real server under registration load, six on SQLite
 * and one on PostgreSQL (when TEST_DATABASE_URL names a database the probe may wipe), then counts
 * at the fake gateways and the SMTP relay (docs/messaging.md "SMS: at most once", "E-mail",
 * docs/security.md O1): acknowledged registrations lost, SMS received twice, sheet rows twice,
 * confirmation e-mails delivered twice (same Message-ID) or missing. Exits 1 when one is not 0.
 *
 *   npm run probe:crash [-- --rounds 6]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPostgresStore } from '../../adapters/store/postgres';
import { createSqliteStore } from '../../adapters/store/sqlite';
import { createSiteFixture } from '../server/support/site-fixture';
import { type CrashDatabase, type CrashFigures, runCrashRounds } from './support/crash-rounds';

const roundsArg = process.argv.indexOf('--rounds');
const sqliteRounds = roundsArg === -1 ? 6 : Number(process.argv[roundsArg + 1]);
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

function sqliteDatabase(dir: string): CrashDatabase {
  const filename = join(dir, 'site.db');
  return {
    name: 'sqlite',
    env: { SQLITE_PATH: filename },
    open: () => createSqliteStore({ filename }),
  };
}

/** The probe's own database, emptied first: every table lives in its public schema. */
async function postgresDatabase(url: string): Promise<CrashDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  await client.end();
  return {
    name: 'postgres',
    env: { DATABASE_URL: url },
    open: () => createPostgresStore({ connectionString: url }),
  };
}

const fixture = createSiteFixture();
const dir = mkdtempSync(join(tmpdir(), 'probe-crash-'));
const results: CrashFigures[] = [];
const log = (line: string) => process.stderr.write(`${line}\n`);
try {
  const started = Date.now();
  const site = { siteDir: fixture.siteDir, localesDir: fixture.localesDir, log };
  results.push(
    await runCrashRounds({ ...site, database: sqliteDatabase(dir), rounds: sqliteRounds }),
  );
  if (postgresUrl === '') log('TEST_DATABASE_URL is not set: the PostgreSQL round is skipped');
  else {
    const database = await postgresDatabase(postgresUrl);
    results.push(await runCrashRounds({ ...site, database, rounds: 1 }));
  }
  console.table(results);
  const bad = results.filter(
    (r) =>
      r.lost +
        r.smsTwice +
        r.sheetRowsTwice +
        r.sheetMissing +
        r.emailsTwice +
        r.emailsMissing +
        r.pendingLeft >
      0,
  );
  console.log(
    `${results
      .map(
        (r) =>
          `${r.database}: ${r.rounds} kill -9 rounds, ${r.acknowledged} acknowledged, ` +
          `${r.lost} lost, ${r.smsTwice} SMS twice (${r.smsReceived} received, ${r.smsParked} parked ` +
          `as outcome unknown), ${r.sheetRowsTwice} sheet rows twice (${r.sheetArrivals} arrivals, ` +
          `${r.sheetRows} rows), ${r.emailsTwice} e-mails twice and ${r.emailsMissing} missing ` +
          `(${r.emailsReceived} received, ${r.emailsDistinct} distinct Message-IDs)`,
      )
      .join('\n')}\n${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      (bad.length === 0 ? 'PASS' : 'FAIL'),
  );
  process.exitCode = bad.length === 0 ? 0 : 1;
} finally {
  fixture.remove();
  rmSync(dir, { recursive: true, force: true });
}
