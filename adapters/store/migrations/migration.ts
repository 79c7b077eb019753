/**
 * One schema change, written once per dialect side by side so the two cannot drift apart
 * (SQLite stores times as epoch milliseconds, PostgreSQL as timestamptz; docs/decisions.md).
 */
export interface Migration {
  /** Strictly increasing, recorded in `schema_migrations.version`. */
  readonly version: number;
  /** Short kebab-case description, recorded in `schema_migrations.name`. */
  readonly name: string;
  /** Statements for SQLite (run with `exec`). */
  readonly sqlite: string;
  /** Statements for PostgreSQL (run as one multi-statement query). */
  readonly postgres: string;
}
