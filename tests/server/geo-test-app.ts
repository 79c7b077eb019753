import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { createCryptoIds } from '../../adapters/ids/crypto-ids';
import type { Geolocation } from '../../core/ports/geolocation';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/config/config';
import { makeDependencies } from '../../server/dependencies';
import { siteConfigFixture } from '../support/site-config-fixture';
import { createFakeStore } from './support/fake-store';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

/** The clock of every geo test app. */
export const NOW = new Date('2025-10-20T10:00:00Z');
/** An address the offline database places in Georgia. */
export const GEORGIAN_IP = '31.146.1.1';

let fixture: SiteFixture | undefined;
let app: FastifyInstance | undefined;
let databaseDir: string | undefined;

/** Closes the app and removes its files after each test of the calling file. */
export function cleanUpGeoApps(): void {
  afterEach(async () => {
    await app?.close();
    fixture?.remove();
    if (databaseDir !== undefined) rmSync(databaseDir, { recursive: true, force: true });
    databaseDir = undefined;
    app = undefined;
    fixture = undefined;
  });
}

/** The app with a fake store, a fixed clock and the given geolocation and environment. */
export async function startGeoApp(
  geolocation: Geolocation | undefined,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  fixture = createSiteFixture();
  const config = parseConfig({
    SITE_DIR: fixture.siteDir,
    LOCALES_DIR: fixture.localesDir,
    SITE_ORIGIN: 'https://example.ge',
    FLITT_MODE: 'demo',
    LOG_LEVEL: 'silent',
    ...env,
  })._unsafeUnwrap();
  app = buildApp({
    config,
    dependencies: {
      siteConfig: siteConfigFixture(),
      store: createFakeStore(),
      clock: { now: () => NOW },
      ids: createCryptoIds(),
      ...(geolocation === undefined ? {} : { geolocation }),
    },
  });
  await app.ready();
  return app;
}

/** The app exactly as main.ts wires it (real adapters, SQLite in a temp folder). */
export async function startWiredGeoApp(env: Record<string, string>): Promise<FastifyInstance> {
  fixture = createSiteFixture();
  databaseDir = mkdtempSync(join(tmpdir(), 'geo-db-'));
  const config = parseConfig({
    SITE_DIR: fixture.siteDir,
    LOCALES_DIR: fixture.localesDir,
    SQLITE_PATH: join(databaseDir, 'site.db'),
    LOG_LEVEL: 'silent',
    ...env,
  })._unsafeUnwrap();
  app = buildApp({ config, dependencies: await makeDependencies(config, siteConfigFixture()) });
  await app.ready();
  return app;
}

/** `GET /api/geo/detect` from an address with extra headers. */
export const detect = (
  server: FastifyInstance,
  headers: Record<string, string> = {},
  ip = GEORGIAN_IP,
) => server.inject({ method: 'GET', url: '/api/geo/detect', headers, remoteAddress: ip });
