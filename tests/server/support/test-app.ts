import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createCryptoIds } from '../../../adapters/ids/crypto-ids';
import { buildApp } from '../../../server/app';
import type { AppDependencies } from '../../../server/app-dependencies';
import { parseConfig } from '../../../server/config/config';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { createFakeStore, type FakeStore } from './fake-store';
import { createSiteFixture, type SiteFixture } from './site-fixture';

/** An app built like production but on a fixture site, a fake store and collected logs. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly store: FakeStore;
  /** Every log line written so far. */
  readonly logs: () => string;
}

/** Builds (but does not start) the app for `inject` tests; `replace` swaps the configuration or clock. */
export function buildTestApp(
  fixture: SiteFixture,
  env: Record<string, string> = {},
  replace: Partial<Pick<AppDependencies, 'siteConfig' | 'clock'>> = {},
): TestApp {
  const config = parseConfig({
    SITE_DIR: fixture.siteDir,
    LOCALES_DIR: fixture.localesDir,
    SITE_ORIGIN: 'https://example.ge',
    // A public origin runs test payments only when told to (docs/operations.md "Payment mode").
    FLITT_MODE: 'demo',
    LOG_LEVEL: 'info',
    ...env,
  })._unsafeUnwrap();
  const store = createFakeStore();
  let lines = '';
  const app = buildApp({
    config,
    dependencies: {
      siteConfig: siteConfigFixture(),
      store,
      clock: { now: () => new Date('2025-10-01T10:00:00Z') },
      ids: createCryptoIds(),
      ...replace,
    },
    logStream: {
      write: (line) => {
        lines += line;
      },
    },
  });
  return { app, store, logs: () => lines };
}

/** The app and its fixture site for one test file; filled in before the file's first test. */
export interface TestAppContext {
  app: FastifyInstance;
  fixture: SiteFixture;
}

/**
 * Registers the hooks most route tests share: build the app on a fresh fixture site before the
 * file's tests, close it and remove the fixture after them.
 */
export function setUpTestApp(): TestAppContext {
  const context = {} as TestAppContext;
  beforeAll(async () => {
    context.fixture = createSiteFixture();
    context.app = buildTestApp(context.fixture).app;
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app.close();
    context.fixture.remove();
  });
  return context;
}
