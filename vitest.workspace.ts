import { loadEnv } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { loadSiteConfig, siteConfigPath } from './server/site-config/load-site-config';
import { siteConfigDefines } from './server/site-config/site-config-defines';
import { parseClientEnv } from './ui/config/client-env-schema';

/**
 * The test projects, one per layer. Vitest 4 no longer reads this file on its own:
 * `vitest.config.ts` imports it, so this list is the single source of truth.
 */
/** ui/config reads the build's parsed client and site configuration, inlined as in vite.config.ts. */
const uiDefines = {
  __CLIENT_CONFIG__: JSON.stringify(parseClientEnv(loadEnv('test', process.cwd(), 'VITE_'))),
  ...siteConfigDefines(loadSiteConfig(siteConfigPath({}, process.cwd()))),
};

/** UI tests that replace modules with `vi.mock`: they need per-file module isolation. */
const UI_MODULE_MOCKS = [
  'ui/entry-server.test.tsx',
  'ui/features/course/calendar-hero-section.test.tsx',
  'ui/lib/visitor/visitor-contact.test.ts',
  'ui/pages/home/home-claims.test.tsx',
];

export const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'core',
      include: ['core/**/*.test.ts'],
      environment: 'node',
      // Core is pure: no test leaves state behind, so files share one module graph per worker
      // instead of re-importing it per file.
      isolate: false,
    },
  },
  {
    test: {
      name: 'adapters',
      include: ['adapters/**/*.test.ts', 'tests/contracts/**/*.test.ts'],
      environment: 'node',
      // One module graph per worker: the adapters keep no module-level state, and every PostgreSQL
      // contract test works in a fresh schema of its own, so files may also run side by side.
      isolate: false,
    },
  },
  {
    test: {
      name: 'server',
      include: [
        'server/**/*.test.ts',
        'tests/server/**/*.test.ts',
        'tests/durability/**/*.test.ts',
        'tests/ops/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      environment: 'node',
      // The start-up, shutdown and console tests run the compiled server and console as processes
      // (tests/support/compiled-server.ts): build first when a source changed.
      globalSetup: ['tests/support/build-if-stale.ts'],
      // One module graph per worker: every test builds its own app, store and clock, and none
      // replaces a module, so re-importing Fastify and the adapters per file only cost time
      // (import 86 s → 21 s of worker time for this project).
      isolate: false,
    },
  },
  {
    define: { ...uiDefines },
    test: {
      name: 'ui',
      include: ['ui/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
      exclude: UI_MODULE_MOCKS,
      environment: 'node',
      setupFiles: ['tests/support/ui/load-lazy-chunks.ts'],
      // Render tests share one module graph per worker (4× faster here); the few that replace a
      // module with vi.mock need a fresh graph and run in `ui-mocks`.
      isolate: false,
    },
  },
  {
    define: { ...uiDefines },
    test: { name: 'ui-mocks', include: UI_MODULE_MOCKS, environment: 'node' },
  },
  {
    test: {
      name: 'e2e',
      include: ['tests/e2e/**/*.test.ts'],
      environment: 'node',
      // The journeys run the compiled server: build first when a source changed. One Chromium
      // serves the whole run; each file connects to it and opens its own contexts.
      globalSetup: ['tests/support/build-if-stale.ts', 'tests/e2e/support/shared-chromium.ts'],
      // Each journey file starts its own site server (own port, own SQLite file), so journeys run
      // side by side like every other file (maxWorkers in vitest.config.ts).
      // One module graph per worker: the journeys share no module state (each builds its own site
      // server, fakes and browser contexts). The React #422 once blamed on this came from the page
      // itself, a deferred section's conditional `use()` (ui/components/deferred), since fixed.
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // A page that hydrates or loads a chunk while every core is busy can take seconds: polls of
      // what the page shows wait up to 15 s instead of Vitest's 1 s before they fail.
      expect: { poll: { timeout: 15_000 } },
    },
  },
];
