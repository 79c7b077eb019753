import type BetterSqlite3 from 'better-sqlite3';
import type { SerialQueue } from './serial-queue';

/** One queued unit of work and how to settle its caller's promise. */
interface PendingUnit {
  readonly work: () => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (reason: unknown) => void;
}

/** Runs units of work so that those waiting together share one COMMIT. */
export interface GroupCommitter {
  /** Runs `work` in a transaction; settles only after the COMMIT that made it durable. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** At most this many units share one COMMIT, so one group never holds the queue for long. */
const MAX_GROUP_SIZE = 64;

/**
 * Group commit for SQLite (docs/security.md "Persistence"): under `synchronous=FULL` a
 * transaction's cost is mostly its COMMIT's fsync, so units arriving in one event-loop turn, or
 * while the queue is busy, share one `BEGIN IMMEDIATE … COMMIT`, each in its own SAVEPOINT; none
 * settles before that COMMIT returns.
 */
export function createGroupCommitter(
  db: BetterSqlite3.Database,
  queue: SerialQueue,
): GroupCommitter {
  let pending: PendingUnit[] = [];
  let scheduled = false;

  async function runGroup(): Promise<void> {
    const group = pending.slice(0, MAX_GROUP_SIZE);
    pending = pending.slice(MAX_GROUP_SIZE);
    scheduled = pending.length > 0;
    if (scheduled) void queue.run(runGroup);
    const outcomes: { ok: boolean; value: unknown }[] = [];
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const unit of group) outcomes.push(await runUnit(unit));
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      for (const unit of group) unit.reject(error);
      return;
    }
    group.forEach((unit, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) unit.resolve(outcome.value);
      else unit.reject(outcome?.value);
    });
  }

  async function runUnit(unit: PendingUnit): Promise<{ ok: boolean; value: unknown }> {
    db.exec('SAVEPOINT unit');
    try {
      const value = await unit.work();
      db.exec('RELEASE unit');
      return { ok: true, value };
    } catch (error) {
      db.exec('ROLLBACK TO unit');
      db.exec('RELEASE unit');
      return { ok: false, value: error };
    }
  }

  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          // Wait for the end of this event-loop turn: every request parsed in it joins the group.
          // Starting in a microtask would commit each request alone (one fsync each).
          setImmediate(() => void queue.run(runGroup));
        }
      });
    },
  };
}
