import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type SiteServer, startSiteServer } from './support/site-server';
import { visit } from './support/visit';

/*
 * `visit(…, { reusePage: true })` (tests/e2e/support/visit.ts): the next test gets the same open
 * page, yet meets a first-time visitor — no cookie, no local or session storage, no listener of the
 * test before — and a page the test closed is replaced.
 */

let server: SiteServer;
let browser: Browser;
let first: Page | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('reused journey pages', () => {
  it('a test leaves a cookie, storage and a page error behind', async () => {
    const { page, problems } = await visit(browser, server.baseUrl, '/ka/terms-of-service', {
      reusePage: true,
    });
    first = page;
    await page.context().addCookies([{ name: 'left', value: 'behind', url: server.baseUrl }]);
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
      setTimeout(() => {
        throw new Error('thrown in the first test');
      });
    });
    await expect.poll(problems).toHaveLength(1);
  });

  it('the next test gets that page back, cleared, without the earlier listeners', async () => {
    const { page, problems } = await visit(browser, server.baseUrl, '/en/terms-of-service', {
      reusePage: true,
    });
    expect(page).toBe(first);
    expect(
      await page.evaluate(() => [
        document.cookie,
        localStorage.getItem('left'),
        sessionStorage.getItem('left'),
      ]),
    ).toEqual(['', null, null]);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('a page the test closed is replaced by a new one', async () => {
    const { page } = await visit(browser, server.baseUrl, '/ka', { reusePage: true });
    expect(page).not.toBe(first);
    expect(page.isClosed()).toBe(false);
  });
});
