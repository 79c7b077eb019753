import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { backupSqliteDatabase } from '../dependencies';
import { OpsFailure, type OpsIo, OpsUsageError, opsConfig } from './ops-context';

/** `backup <file>`: an online copy of the SQLite database; PostgreSQL has pg_dump for that. */
export function registerBackupCommand(program: Command, io: OpsIo): void {
  program
    .command('backup')
    .description('copy the SQLite database to a new file, safely while the server runs')
    .argument('<file>', 'the backup file to create (must not exist yet)')
    .action(async (file: string) => {
      const { database } = opsConfig(io);
      if (database.kind === 'postgres') {
        throw new OpsUsageError(
          'backup copies the embedded SQLite database. On PostgreSQL use pg_dump, e.g.\n' +
            '  pg_dump --format=custom --file=site.dump "$DATABASE_URL"',
        );
      }
      if (!existsSync(database.filename)) {
        throw new OpsFailure(`No database at ${database.filename}: set SQLITE_PATH.`);
      }
      if (existsSync(file)) throw new OpsFailure(`${file} already exists; choose a new file name.`);
      const { totalPages } = await backupSqliteDatabase(database.filename, file);
      io.stdout(`Backed up ${database.filename} to ${file} (${totalPages} pages).\n`);
    });
}
