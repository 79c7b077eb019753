import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue';
import { createGroupCommitter } from './sqlite-group-commit';

describe('createGroupCommitter', () => {
  let db: BetterSqlite3.Database;
  let commits: number;

  beforeEach(() => {
    db = new BetterSqlite3(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
    commits = 0;
    const exec = db.exec.bind(db);
    db.exec = (sql: string) => {
      if (sql === 'COMMIT') commits += 1;
      return exec(sql);
    };
  });

  afterEach(() => db.close());

  const insert = (id: number) => async () => {
    db.prepare('INSERT INTO t (id, v) VALUES (?, ?)').run(id, `row ${id}`);
    await Promise.resolve();
    return id;
  };

  it('commits units that wait together in one COMMIT, each settling with its own result', async () => {
    const queue = createSerialQueue();
    const committer = createGroupCommitter(db, queue);
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => committer.run(insert(id))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 5 });
    expect(commits).toBe(1);
  });

  it('rolls back a failing unit alone; the rest of its group commits', async () => {
    const committer = createGroupCommitter(db, createSerialQueue());
    const failing = async () => {
      db.prepare('INSERT INTO t (id, v) VALUES (?, ?)').run(3, 'half-written');
      throw new Error('unit 3 failed');
    };
    const outcomes = await Promise.allSettled([
      committer.run(insert(1)),
      committer.run(insert(2)),
      committer.run(failing),
      committer.run(insert(4)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[2] as PromiseRejectedResult).reason).toEqual(new Error('unit 3 failed'));
    const ids = db.prepare('SELECT id FROM t ORDER BY id').pluck().all();
    expect(ids).toEqual([1, 2, 4]);
  });

  it('rejects every unit of a group whose COMMIT fails, leaving nothing written', async () => {
    const committer = createGroupCommitter(db, createSerialQueue());
    const exec = db.exec;
    db.exec = (sql: string) => {
      if (sql === 'COMMIT') throw new Error('disk full');
      return exec(sql);
    };
    const outcomes = await Promise.allSettled([committer.run(insert(1)), committer.run(insert(2))]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    db.exec = exec;
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 0 });
  });

  it('lets other queued work run between groups; a caller that awaited sees its writes', async () => {
    const queue = createSerialQueue();
    const committer = createGroupCommitter(db, queue);
    await committer.run(insert(1));
    const read = await queue.run(() => db.prepare('SELECT count(*) AS n FROM t').get());
    expect(read).toEqual({ n: 1 });
    expect(db.inTransaction).toBe(false);
  });

  it('splits a long queue into groups of at most 64', async () => {
    const committer = createGroupCommitter(db, createSerialQueue());
    const ids = Array.from({ length: 130 }, (_, index) => index + 1);
    await Promise.all(ids.map((id) => committer.run(insert(id))));
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 130 });
    expect(commits).toBe(3);
  });
});
