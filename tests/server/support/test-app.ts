import type { FastifyInstance } from 'fastify';
import { createCryptoIds } from '../../../adapters/ids/crypto-ids';
import { buildApp } from '../../../server/app';
import { parseConfig } from '../../../server/config';
import { createFakeStore, type FakeStore } from './fake-store';
import type { SiteFixture } from './site-fixture';

/** An app built like production but on a fixture site, a fake store and collected logs. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly store: FakeStore;
  /** Every log line written so far. */
  readonly logs: () => string;
}

/** Builds (but does not start) the app for `inject` tests. */
export function buildTestApp(fixture: SiteFixture, env: Record<string, string> = {}): TestApp {
  const config = parseConfig({
    SITE_DIR: fixture.siteDir,
    LOCALES_DIR: fixture.localesDir,
    SITE_ORIGIN: 'https://example.ge',
    LOG_LEVEL: 'info',
    ...env,
  })._unsafeUnwrap();
  const store = createFakeStore();
  let lines = '';
  const app = buildApp({
    config,
    dependencies: {
      store,
      clock: { now: () => new Date('2025-10-01T10:00:00Z') },
      ids: createCryptoIds(),
    },
    logStream: {
      write: (line) => {
        lines += line;
      },
    },
  });
  return { app, store, logs: () => lines };
}
