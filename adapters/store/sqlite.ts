import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { ALL_MIGRATIONS } from './migrations/all-migrations';
import type { Row } from './row-fields';
import { createSerialQueue } from './serial-queue';
import { guardExecutor, type SqlExecutor } from './sql-executor';
import { createSqlOperatorQueries } from './sql-operator-queries';
import { createSqlReader } from './sql-reader';
import { createSqlStoreQueries } from './sql-store-queries';
import { createSqlTransaction } from './sql-transaction';
import { startCheckpointer } from './sqlite-checkpointer';
import {
  type DeliveryJournal,
  openDeliveryJournal,
  readDeliveryJournal,
} from './sqlite-delivery-journal';
import { createGroupCommitter } from './sqlite-group-commit';
import { migrateSqlite } from './sqlite-migrate';

/** Options of the embedded store. */
export interface SqliteStoreOptions {
  /** Database file, e.g. `./data/site.db`; its directory is created when missing. */
  readonly filename: string;
  /** Clock for `schema_migrations.applied_at`; defaults to the system clock. */
  readonly now?: () => Date;
  /** How long a write waits for another process's lock, in ms (default 5000). */
  readonly busyTimeoutMs?: number;
  /** How often the checkpoint thread copies the write-ahead log into the file (default 1000 ms). */
  readonly checkpointIntervalMs?: number;
  /**
   * Keep the delivery journal beside the file (sqlite-delivery-journal.ts): set by the one process
   * that delivers the outbox, never by the operator console opening the same file.
   */
  readonly journalDeliveries?: boolean;
}

/**
 * The writing connection checkpoints by itself only past this many log pages (40 MB): a backstop
 * should the checkpoint thread fall behind or fail.
 */
const BACKSTOP_AUTOCHECKPOINT_PAGES = 10_000;

/**
 * The default store: one SQLite file in WAL mode with `synchronous=FULL` (docs/security.md
 * "Persistence"). better-sqlite3 is synchronous and our units of work are async, so all run through
 * one queue, each transaction holding the write lock (BEGIN IMMEDIATE) from its first statement.
 */
export async function createSqliteStore(options: SqliteStoreOptions): Promise<RegistrationStore> {
  if (options.filename !== ':memory:') mkdirSync(dirname(options.filename), { recursive: true });
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  const db = new BetterSqlite3(options.filename, { timeout: busyTimeoutMs });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrateSqlite(db, ALL_MIGRATIONS, (options.now ?? (() => new Date()))());
  // Checkpoints off the event loop (sqlite-checkpointer.ts); an in-memory database has no log.
  const checkpointer =
    options.filename === ':memory:'
      ? undefined
      : startCheckpointer({
          filename: options.filename,
          intervalMs: options.checkpointIntervalMs ?? 1000,
          busyTimeoutMs,
        });
  if (checkpointer !== undefined)
    db.pragma(`wal_autocheckpoint = ${BACKSTOP_AUTOCHECKPOINT_PAGES}`);

  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const base: SqlExecutor = {
    time: (date) => date.getTime(),
    all: async (sql, values) => prepared(sql).all(...values) as Row[],
    run: async (sql, values) => prepared(sql).run(...values).changes,
  };
  let open = true;
  const executor = guardExecutor(base, () => open);
  const queue = createSerialQueue();
  const committer = createGroupCommitter(db, queue);
  const serial =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    (...args: A) =>
      queue.run(() => operation(...args));
  const grouped =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    (...args: A) =>
      committer.run(() => operation(...args));
  const reader = createSqlReader(executor);
  const queries = createSqlStoreQueries(executor, { claimLock: '' });
  const operator = createSqlOperatorQueries(executor);
  const journal = options.journalDeliveries
    ? await openJournal(options.filename, db, queries.markOutboxDelivered)
    : undefined;
  const markOutboxDelivered = grouped(queries.markOutboxDelivered);

  return {
    findCustomerByEmail: serial(reader.findCustomerByEmail),
    findLeadById: serial(reader.findLeadById),
    findRegistrationById: serial(reader.findRegistrationById),
    findRegistrationByPublicToken: serial(reader.findRegistrationByPublicToken),
    findRegistrationByMerchantOrderId: serial(reader.findRegistrationByMerchantOrderId),
    countCohortSeats: serial(reader.countCohortSeats),
    hasPaidOrder: serial(reader.hasPaidOrder),
    countSessionLeads: serial(reader.countSessionLeads),
    listRefunds: serial(reader.listRefunds),
    findWaitlistOfferByToken: serial(reader.findWaitlistOfferByToken),
    listWaitlistOffers: serial(reader.listWaitlistOffers),
    transaction: (work) =>
      committer.run(async () => {
        if (!open) throw new Error('Store is closed');
        let active = true;
        try {
          return await work(createSqlTransaction(guardExecutor(executor, () => active)));
        } finally {
          active = false;
        }
      }),
    // Reconciliation's writes join the group commit too (see the outbox below).
    claimStatusChecks: grouped(queries.claimStatusChecks),
    recordStatusCheck: grouped(queries.recordStatusCheck),
    listLeads: serial(operator.listLeads),
    listOrders: serial(operator.listOrders),
    // The worker's writes join the request transactions' group commit too: on their own, each
    // would be an fsync that stalls the event loop between requests (p99 latency).
    claimDueOutbox: grouped(queries.claimDueOutbox),
    markOutboxSending: grouped(queries.markOutboxSending),
    // Noted at once, before the group commit's wait: a kill in it must not send the message again.
    markOutboxDelivered: (id, at) => {
      journal?.note(id, at);
      return markOutboxDelivered(id, at).finally(() => journal?.settled());
    },
    markOutboxFailed: grouped(queries.markOutboxFailed),
    listOutbox: serial(queries.listOutbox),
    countOutbox: serial(queries.countOutbox),
    summarizeOutbox: serial(operator.summarizeOutbox),
    summarizePromoUses: serial(operator.summarizePromoUses),
    requeueDeadOutbox: grouped(operator.requeueDeadOutbox),
    ping: () => queue.run(() => open && db.prepare('SELECT 1 AS ok').pluck().get() === 1),
    close: async () => {
      await queue.run(() => {
        if (!open) return;
        open = false;
        db.close();
        journal?.close();
      });
      await checkpointer?.stop();
    },
  };
}

/**
 * The delivery journal beside the database file (none for an in-memory database): what a killed
 * process noted is marked delivered first, in one transaction, then the journal starts empty.
 */
async function openJournal(
  filename: string,
  db: BetterSqlite3.Database,
  markDelivered: (id: string, at: Date) => Promise<void>,
): Promise<DeliveryJournal | undefined> {
  if (filename === ':memory:') return undefined;
  const path = `${filename}-deliveries`;
  const noted = readDeliveryJournal(path);
  if (noted.length > 0) {
    db.exec('BEGIN IMMEDIATE');
    for (const { id, at } of noted) await markDelivered(id, at);
    db.exec('COMMIT');
  }
  return openDeliveryJournal(path);
}
