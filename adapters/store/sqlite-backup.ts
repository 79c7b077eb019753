import BetterSqlite3 from 'better-sqlite3';

/** What a finished backup copied. */
export interface SqliteBackupResult {
  readonly totalPages: number;
}

/**
 * Copies the SQLite database at `source` to `destination` with SQLite's online backup API, from a
 * connection of its own: the copy is one consistent snapshot even while the server writes (WAL
 * lets them run side by side; a page changed mid-copy restarts it). The source must exist, so a
 * mistyped path fails instead of backing up a new empty database.
 */
export async function backupSqliteFile(
  source: string,
  destination: string,
): Promise<SqliteBackupResult> {
  const db = new BetterSqlite3(source, { fileMustExist: true, timeout: 5000 });
  try {
    const { totalPages } = await db.backup(destination);
    return { totalPages };
  } finally {
    db.close();
  }
}
