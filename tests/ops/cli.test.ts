import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config/config';
import { makeStore } from '../../server/dependencies';
import { COMPILED_OPS } from '../support/compiled-server';
import { lead, seedLeads } from './support/seed';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'ops-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The console as a release's `npm run ops` starts it, in a child process, with its real exit code. */
async function console(env: Record<string, string>, ...argv: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [COMPILED_OPS, ...argv], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('node dist/server/ops.js (npm run ops)', () => {
  it('lists leads from the SQLite file named by SQLITE_PATH, and exits 0', async () => {
    const filename = join(dir, 'site.db');
    const store = await makeStore(parseConfig({ SQLITE_PATH: filename })._unsafeUnwrap().database);
    await seedLeads(store, [lead('cli', '2025-10-01T08:00:00Z')]);
    await store.close();
    const result = await console({ SQLITE_PATH: filename }, 'leads', 'list');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('cli@example.ge');
    expect(result.stdout).toContain('ნინო ბერიძე');
  }, 60_000);

  it('exits 2 on bad usage, 1 on a missing database, 0 on --help', async () => {
    const missing = { SQLITE_PATH: join(dir, 'missing', 'site.db') };
    const usage = await console(missing, 'leads', 'list', '--limit', 'lots');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("option '--limit <n>' argument 'lots' is invalid");
    const failure = await console(missing, 'outbox', 'status');
    expect(failure).toMatchObject({ code: 1, stdout: '' });
    expect(failure.stderr).toContain('No database at');
    const help = await console(missing, 'outbox', 'requeue', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: ops outbox requeue [options] [id]');
  }, 60_000);
});
