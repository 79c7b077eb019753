import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions, PLAYWRIGHT_DISABLED_FEATURES } from './support/chromium-options';

/*
 * The e2e Chromium's own `--disable-features` replaces Playwright's (Chromium keeps only the last
 * one), so it repeats Playwright's list; these tests catch an upgrade that changes that list, and
 * show the omnibox popup preload and the spare renderer are really off
 * (tests/e2e/support/chromium-options.ts).
 */

/** The feature names in playwright-core's `disabledFeatures` array, read from its bundle. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    join(require.resolve('playwright-core/package.json'), '..', 'lib', 'coreBundle.js'),
    'utf8',
  );
  const start = bundle.indexOf('disabledFeatures = [');
  if (start < 0) throw new Error("playwright-core's disabledFeatures list moved: update this test");
  const list = bundle.slice(start, bundle.indexOf('].filter(Boolean)', start));
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?$/gm)].map((match) => match[1] as string);
}

describe('e2e Chromium options', () => {
  it("repeats every feature playwright-core disables, since ours replaces Playwright's", () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...theirs].sort());
  });

  it('runs one page in one renderer process, with no spare one started beside it', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const session = await browser.newBrowserCDPSession();
      const page = await (await browser.newContext()).newPage();
      await page.goto('data:text/html,<title>probe</title>');
      // A spare renderer is started right after a page takes one: give it the time to appear.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const { processInfo } = await session.send('SystemInfo.getProcessInfo');
      expect(processInfo.filter((process) => process.type === 'renderer')).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });

  it('opens a page without the preloaded omnibox popup beside it', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const session = await browser.newBrowserCDPSession();
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('data:text/html,<title>probe</title>');
      await expect
        .poll(async () => {
          const { targetInfos } = await session.send('Target.getTargets');
          return targetInfos.map((target) => target.type);
        })
        .toEqual(['page']);
      // Still so a moment later: the popup was preloaded within a second after the page opened.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const { targetInfos } = await session.send('Target.getTargets');
      expect(targetInfos.map((target) => target.url)).toEqual([
        'data:text/html,<title>probe</title>',
      ]);
    } finally {
      await browser.close();
    }
  });
});
