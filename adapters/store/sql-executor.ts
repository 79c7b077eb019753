import type { Row } from './row-fields';
import type { SqlValue, TimeEncoder } from './row-from-record';

/**
 * The little a SQL dialect must provide for the shared queries: statements are written with `?`
 * placeholders (PostgreSQL's executor numbers them) and times go through `time`.
 */
export interface SqlExecutor {
  /** Runs a query and returns its rows. */
  all(sql: string, values: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a statement and returns how many rows it changed. */
  run(sql: string, values: readonly SqlValue[]): Promise<number>;
  /** How this dialect stores a time. */
  readonly time: TimeEncoder;
}

/** `?, ?, ?` for `count` parameters. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** An executor that refuses to run once `isOpen` turns false (a transaction used after it ended). */
export function guardExecutor(executor: SqlExecutor, isOpen: () => boolean): SqlExecutor {
  const check = () => {
    if (!isOpen()) throw new Error('Store transaction used after it ended');
  };
  return {
    time: executor.time,
    all: async (sql, values) => {
      check();
      return executor.all(sql, values);
    },
    run: async (sql, values) => {
      check();
      return executor.run(sql, values);
    },
  };
}
