import { existsSync } from 'node:fs';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { SiteConfig } from '../../core/site-config/site-config';
import { type Config, describeConfigError, parseConfig } from '../config/config';
import { makeStore } from '../dependencies';
import { loadSiteConfig, siteConfigPath } from '../site-config/load-site-config';

/** Where the console reads its settings and writes its output; tests pass their own. */
export interface OpsIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** The environment, read like the server reads it (`server/config/config.ts`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly now: () => Date;
}

/** A command that could not do its work (exit code 1): bad data, a missing file, an outage. */
export class OpsFailure extends Error {}

/** A command given options that make no sense together (exit code 2, like a parse error). */
export class OpsUsageError extends Error {}

/** The server's configuration, or a failure that lists every bad variable. */
export function opsConfig(io: OpsIo): Config {
  const parsed = parseConfig(io.env);
  if (parsed.isErr()) throw new OpsFailure(describeConfigError(parsed.error));
  return parsed.value;
}

/**
 * Runs `work` on the configured store and closes it afterwards. A SQLite file that does not exist
 * is an error rather than a new empty database: the console was likely started in the wrong
 * directory or with the wrong SQLITE_PATH.
 */
export async function withStore<T>(
  io: OpsIo,
  work: (store: RegistrationStore) => Promise<T>,
): Promise<T> {
  const { database } = opsConfig(io);
  if (database.kind === 'sqlite' && !existsSync(database.filename)) {
    throw new OpsFailure(
      `No database at ${database.filename}: set SQLITE_PATH, or DATABASE_URL for PostgreSQL.`,
    );
  }
  const store = await makeStore(database);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** The operator's site configuration, as the server reads it (SITE_CONFIG_PATH or config/site.json). */
export function opsSiteConfig(io: OpsIo): SiteConfig {
  try {
    return loadSiteConfig(siteConfigPath(io.env, process.cwd()));
  } catch (error) {
    throw new OpsFailure(error instanceof Error ? error.message : String(error));
  }
}
