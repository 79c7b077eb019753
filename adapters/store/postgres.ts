import pg from 'pg';
import type { RegistrationStore, StoreTransaction } from '../../core/ports/registration-store';
import { ALL_MIGRATIONS } from './migrations/all-migrations';
import { createPostgresExecutor } from './postgres-executor';
import { migratePostgres } from './postgres-migrate';
import { guardExecutor, type SqlExecutor } from './sql-executor';
import { createSqlOperatorQueries } from './sql-operator-queries';
import { createSqlReader } from './sql-reader';
import { createSqlStoreQueries } from './sql-store-queries';
import { createSqlTransaction } from './sql-transaction';

/** Options of the scale-out store. */
export interface PostgresStoreOptions {
  /** e.g. `postgres://user@host:5432/db` (the `DATABASE_URL`). */
  readonly connectionString: string;
  /** Schema holding the tables (created when missing); lets tests isolate themselves. */
  readonly schema?: string;
  /** Pool size (default 10). */
  readonly maxConnections?: number;
  /** Clock for `schema_migrations.applied_at`; defaults to the system clock. */
  readonly now?: () => Date;
  /** Errors of idle pooled connections (e.g. the server restarted); by default ignored. */
  readonly onIdleError?: (error: Error) => void;
}

/**
 * A transaction-scoped advisory lock per cohort: the first key names the lock's purpose (cohort
 * sales), the second is the cohort number, so checkouts of one cohort queue while others do not.
 */
const COHORT_LOCK = 'SELECT pg_advisory_xact_lock(4011, CAST(? AS INTEGER)) AS locked';

// Interpolated into SQL and the connection's search_path, so only a plain identifier is allowed.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The store for several server instances (docs/security.md "Persistence"): a pg Pool; a transaction
 * holds one client between BEGIN and COMMIT/ROLLBACK; the outbox is claimed with
 * FOR UPDATE SKIP LOCKED so workers in different processes never share a message.
 */
export async function createPostgresStore(
  options: PostgresStoreOptions,
): Promise<RegistrationStore> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  pool.on('error', options.onIdleError ?? (() => undefined));
  try {
    await migratePostgres(pool, schema, ALL_MIGRATIONS, (options.now ?? (() => new Date()))());
  } catch (error) {
    await pool.end();
    throw error;
  }

  let open = true;
  const running = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    const forget = () => running.delete(promise);
    promise.then(forget, forget);
    return promise;
  };
  const pooled = createPostgresExecutor(pool);
  const tracked: SqlExecutor = {
    time: pooled.time,
    all: (sql, values) => track(pooled.all(sql, values)),
    run: (sql, values) => track(pooled.run(sql, values)),
  };
  const executor = guardExecutor(tracked, () => open);

  async function transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    if (!open) throw new Error('Store is closed');
    const client = await pool.connect();
    let active = true;
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const tx = createSqlTransaction(
        guardExecutor(createPostgresExecutor(client), () => active),
        { cohortLock: COHORT_LOCK },
      );
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      active = false;
      // A connection that cannot even roll back is discarded rather than reused.
      client.release(broken);
    }
  }

  let closing: Promise<void> | undefined;
  return {
    ...createSqlReader(executor),
    ...createSqlStoreQueries(executor, { claimLock: 'FOR UPDATE SKIP LOCKED' }),
    ...createSqlOperatorQueries(executor),
    transaction: (work) => track(transaction(work)),
    ping: async () => {
      if (!open) return false;
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => {
      closing ??= (async () => {
        open = false;
        await Promise.allSettled([...running]);
        await pool.end();
      })();
      return closing;
    },
  };
}
