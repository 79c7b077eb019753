import { createSystemClock } from '../adapters/clock/system-clock';
import { createCryptoIds } from '../adapters/ids/crypto-ids';
import { createPostgresStore } from '../adapters/store/postgres';
import { createSqliteStore } from '../adapters/store/sqlite';
import type { RegistrationStore } from '../core/ports/registration-store';
import type { AppDependencies } from './app-dependencies';
import type { Config, DatabaseConfig } from './config';

function openStore(database: DatabaseConfig): Promise<RegistrationStore> {
  return database.kind === 'postgres'
    ? createPostgresStore({ connectionString: database.connectionString })
    : createSqliteStore({ filename: database.filename });
}

/**
 * The composition root, and the only server file that imports adapters (architecture.md): picks
 * each adapter from the configuration. PostgreSQL when `DATABASE_URL` is set, else SQLite.
 */
export async function makeDependencies(config: Config): Promise<AppDependencies> {
  return {
    store: await openStore(config.database),
    clock: createSystemClock(),
    ids: createCryptoIds(),
  };
}
