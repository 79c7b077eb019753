import type { Database } from 'better-sqlite3';
import type { Migration } from './migrations/migration';

/**
 * Brings the schema up to date in one IMMEDIATE transaction: the write lock is taken before the
 * applied versions are read, so two processes opening the same file cannot both apply a version.
 */
export function migrateSqlite(db: Database, migrations: readonly Migration[], now: Date): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at INTEGER NOT NULL
    ) STRICT`);
    const applied = new Set(
      db
        .prepare('SELECT version FROM schema_migrations')
        .pluck()
        .all()
        .map((version) => Number(version)),
    );
    const record = db.prepare(
      'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
    );
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      db.exec(migration.sqlite);
      record.run(migration.version, migration.name, now.getTime());
    }
    db.exec('COMMIT');
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
