import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { STATIC_PAGES } from './support/site-pages';
import { type SiteServer, startSiteServer } from './support/site-server';
import { visit } from './support/visit';

/*
 * axe over every page as it first loads; the states a visitor opens (menus, dialogs, results) are in
 * accessibility.test.ts. Two files so the two halves run side by side.
 */
let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('axe finds no serious or critical WCAG 2.2 AA issue on any page (docs/site.md "Accessibility")', () => {
  it.each(STATIC_PAGES.map((page) => page.path))('%s', async (path) => {
    const { page, problems } = await visit(browser, server.baseUrl, path, { reusePage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems()).toEqual([]);
  });

  it.each(['/nope', '/en/nope'])('the not-found page at %s', async (path) => {
    const { page } = await visit(browser, server.baseUrl, path, {
      documentStatus: 404,
      reusePage: true,
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
