import type { ClientBase, Pool } from 'pg';
import type { Row } from './row-fields';
import type { SqlExecutor } from './sql-executor';

/** Rewrites the shared `?` placeholders as PostgreSQL's `$1, $2, …` (our SQL has no literal `?`). */
export function numberPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => {
    index += 1;
    return `$${index}`;
  });
}

const numbered = new Map<string, string>();

function pgSql(sql: string): string {
  let text = numbered.get(sql);
  if (text === undefined) {
    text = numberPlaceholders(sql);
    numbered.set(sql, text);
  }
  return text;
}

/** An executor over a pool (autocommit, one statement each) or a client holding a transaction. */
export function createPostgresExecutor(queryable: Pool | ClientBase): SqlExecutor {
  return {
    // pg sends a Date as an ISO instant with offset; timestamptz keeps millisecond precision.
    time: (date) => date,
    all: async (sql, values) => (await queryable.query(pgSql(sql), [...values])).rows as Row[],
    run: async (sql, values) => (await queryable.query(pgSql(sql), [...values])).rowCount ?? 0,
  };
}
