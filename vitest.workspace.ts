import { loadEnv } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { loadSiteConfig, siteConfigPath } from './server/site-config/load-site-config';
import { parseClientEnv } from './ui/config/client-env-schema';

/**
 * The test projects, one per layer. Vitest 4 no longer reads this file on its own:
 * `vitest.config.ts` imports it, so this list is the single source of truth.
 */
export const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'core',
      include: ['core/**/*.test.ts'],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'adapters',
      include: ['adapters/**/*.test.ts', 'tests/contracts/**/*.test.ts'],
      environment: 'node',
      // Contract suites share one PostgreSQL database; run files one after another.
      fileParallelism: false,
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
      ],
      environment: 'node',
    },
  },
  {
    // ui/config/env.ts reads the build's parsed client configuration, inlined as in vite.config.ts.
    define: {
      __CLIENT_CONFIG__: JSON.stringify(parseClientEnv(loadEnv('test', process.cwd(), 'VITE_'))),
      __SITE_CONFIG__: JSON.stringify(loadSiteConfig(siteConfigPath({}, process.cwd()))),
      __SITE_COHORTS__: JSON.stringify(loadSiteConfig(siteConfigPath({}, process.cwd())).cohorts),
    },
    test: {
      name: 'ui',
      include: ['ui/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'e2e',
      include: ['tests/e2e/**/*.test.ts'],
      environment: 'node',
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
];
