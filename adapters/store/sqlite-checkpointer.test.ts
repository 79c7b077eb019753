import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer } from './sqlite-checkpointer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A WAL database whose writing connection never checkpoints by itself, with rows in its log. */
function writtenDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
  dirs.push(dir);
  const filename = join(dir, 'site.db');
  const db = new BetterSqlite3(filename);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  const fileBytes = statSync(filename).size;
  const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
  for (let i = 0; i < 300; i += 1) insert.run('x'.repeat(500));
  return { db, filename, fileBytes };
}

/** Waits until the database file holds more than `bytes`, or `ms` pass; its size then. */
async function fileGrowsPast(filename: string, bytes: number, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  while (statSync(filename).size <= bytes && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return statSync(filename).size;
}

describe('startCheckpointer', () => {
  it('copies the committed log into the database file from its own thread', async () => {
    const { db, filename, fileBytes } = writtenDatabase();
    const checkpointer = startCheckpointer({ filename, intervalMs: 20, busyTimeoutMs: 1000 });
    expect(await fileGrowsPast(filename, fileBytes, 5000)).toBeGreaterThan(fileBytes + 100_000);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 300 });
    await checkpointer.stop();
    db.close();
  });

  it('without it, the log stays in the -wal file (the writer never checkpoints here)', async () => {
    const { db, filename, fileBytes } = writtenDatabase();
    expect(await fileGrowsPast(filename, fileBytes, 200)).toBe(fileBytes);
    db.close();
  });
});
