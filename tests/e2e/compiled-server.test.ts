import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from './support/site-server';

const ROOT = join(import.meta.dirname, '../..');
const SERVER_DIR = join(ROOT, 'dist/server');

/** Import specifiers of an ESM file as esbuild writes them: static, side-effect and dynamic. */
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*"([^"]+)"|(?:^|[\s;])import\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g;

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** Every package the compiled server imports, by name (relative chunks and Node built-ins left out). */
function importedPackages(): string[] {
  const packages = new Set<string>();
  for (const file of readdirSync(SERVER_DIR).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(join(SERVER_DIR, file), 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      if (builtinModules.includes(specifier)) continue;
      packages.add(packageOf(specifier));
    }
  }
  return [...packages].sort();
}

describe('the compiled server (docs/operations.md "Deploying")', () => {
  it('imports only production dependencies, so `npm ci --omit=dev` is enough to run it', () => {
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imported = importedPackages();
    expect(imported).toContain('fastify');
    expect(imported.filter((name) => !(name in dependencies))).toEqual([]);
  });

  describe('started with plain node from dist/', () => {
    let server: SiteServer;
    beforeAll(async () => {
      server = await startSiteServer();
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('serves the pages, the API and the files it reads beside its own code', async () => {
      const health = await fetch(`${server.baseUrl}/health`);
      expect(health.status).toBe(200);
      const page = await fetch(`${server.baseUrl}/en`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html lang="en"');
      const translations = await fetch(`${server.baseUrl}/locales/ka/common.json`);
      expect(translations.status).toBe(200);
      // The offline Flitt's widget is read from dist/server/widget (scripts/build/server-bundle.mjs).
      const widget = await fetch(`${server.baseUrl}/flitt-demo/latest/checkout-vue/checkout.js`);
      expect(widget.status).toBe(200);
      expect(widget.headers.get('content-type')).toMatch(/javascript/);
    });
  });
});
