import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type SiteServer, startSiteServer } from './site-server';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../../..');

/** A site built and started from its own configuration file, in its own folder. */
export interface ConfiguredSite {
  readonly server: SiteServer;
  remove(): Promise<void>;
}

/**
 * Builds the site with `config` as its SITE_CONFIG_PATH into a scratch SITE_DIR (the build inlines
 * the configuration, so a different file needs its own build: about two seconds) and starts the
 * real server on it with the same file.
 */
export async function startConfiguredSite(
  config: unknown,
  /** Build variables (the client's VITE_* tracking ids) and server variables (fakes' URLs). */
  extra: {
    readonly buildEnv?: Record<string, string>;
    readonly serverEnv?: Record<string, string>;
  } = {},
): Promise<ConfiguredSite> {
  // Inside the repository: the prerender imports the SSR bundle, which resolves react-dom from
  // node_modules next to it.
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'dist', 'configured-site-'));
  const configPath = join(dir, 'site.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const siteDir = join(dir, 'client');
  const env = {
    ...process.env,
    ...extra.buildEnv,
    SITE_CONFIG_PATH: configPath,
    SITE_DIR: siteDir,
  };
  await run(process.execPath, ['server/prerender/build.mjs'], { cwd: ROOT, env, timeout: 120_000 });
  const server = await startSiteServer({
    ...extra.serverEnv,
    SITE_CONFIG_PATH: configPath,
    SITE_DIR: siteDir,
  });
  return {
    server,
    async remove() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The shipped config/site.json, to derive test configurations from. */
export function shippedSiteConfig(): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, 'config/site.json'), 'utf8'));
}
