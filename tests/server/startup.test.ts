import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSiteFixture } from './support/site-fixture';
import { buildTestApp } from './support/test-app';

async function startupMessage(prepare: (siteDir: string, localesDir: string) => void) {
  const fixture = createSiteFixture();
  prepare(fixture.siteDir, fixture.localesDir);
  const { app } = buildTestApp(fixture);
  try {
    await app.ready();
    return 'started';
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } finally {
    await app.close().catch(() => undefined);
    fixture.remove();
  }
}

describe('start-up fails fast with a readable message', () => {
  it('starts with a complete build', async () => {
    expect(await startupMessage(() => undefined)).toBe('started');
  });

  it('tells to run the build when the site folder is missing', async () => {
    const message = await startupMessage((siteDir) => rmSync(siteDir, { recursive: true }));
    expect(message).toMatch(
      /^StartupError: The built site was not found .*manifest\.json.*npm run build/,
    );
  });

  it('names the pages a partial build lacks', async () => {
    const fixture = createSiteFixture({ omitPath: '/en/refund-policy' });
    const { app } = buildTestApp(fixture);
    await expect(app.ready()).rejects.toThrow('The built site lacks pages: /en/refund-policy');
    fixture.remove();
  });

  it('names a page file the manifest lists but the build lost', async () => {
    const message = await startupMessage((siteDir) => rmSync(join(siteDir, 'pages', 'en.html')));
    expect(message).toMatch(/^StartupError: .*en\.html is listed in the manifest but missing/);
  });

  it('rejects a malformed manifest', async () => {
    const message = await startupMessage((siteDir) =>
      writeFileSync(
        join(siteDir, 'pages', 'manifest.json'),
        '{"pages": [{"path": "/ka", "file": "../x.html"}]}',
      ),
    );
    expect(message).toMatch(/^StartupError: .*manifest\.json is malformed/);
  });

  it('tells where translations were expected when a language folder is missing', async () => {
    const message = await startupMessage((_siteDir, localesDir) =>
      rmSync(join(localesDir, 'en'), { recursive: true }),
    );
    expect(message).toMatch(/^StartupError: Translations not found in .*en\. Set LOCALES_DIR/);
  });

  it('rejects a namespace that is not valid JSON', async () => {
    const message = await startupMessage((_siteDir, localesDir) =>
      writeFileSync(join(localesDir, 'ka', 'broken.json'), '{"a":'),
    );
    expect(message).toMatch(/^StartupError: .*broken\.json is not valid JSON/);
  });
});
