/** A database row as the driver returns it, keyed by column name. */
export type Row = Readonly<Record<string, unknown>>;

// Rows come from our own schema, so a type mismatch is a bug (wrong column or dialect), not input.
function fail(column: string, expected: string): never {
  throw new TypeError(`Column ${column} is not ${expected}`);
}

/** A NOT NULL text column. */
export function textField(row: Row, column: string): string {
  const value = row[column];
  return typeof value === 'string' ? value : fail(column, 'text');
}

/** A nullable text column. */
export function nullableTextField(row: Row, column: string): string | null {
  const value = row[column];
  return value === null ? null : textField(row, column);
}

/** A NOT NULL integer column (better-sqlite3 and pg both return `number` for 32/53-bit ints). */
export function integerField(row: Row, column: string): number {
  const value = row[column];
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : fail(column, 'integer');
}

/** A nullable integer column. */
export function nullableIntegerField(row: Row, column: string): number | null {
  return row[column] === null ? null : integerField(row, column);
}

/** A NOT NULL time column: epoch milliseconds (SQLite) or a Date (PostgreSQL timestamptz). */
export function timeField(row: Row, column: string): Date {
  const value = row[column];
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number' && Number.isSafeInteger(value)) return new Date(value);
  return fail(column, 'a time');
}

/** A nullable time column. */
export function nullableTimeField(row: Row, column: string): Date | null {
  return row[column] === null ? null : timeField(row, column);
}

/** A NOT NULL yes/no column, stored as 0 or 1 in both dialects. */
export function flagField(row: Row, column: string): boolean {
  const value = integerField(row, column);
  return value === 1 ? true : value === 0 ? false : fail(column, '0 or 1');
}
