import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type CalendarStep, moveServerClock, walkCalendar } from './support/calendar-walk';
import { startSiteServer } from './support/site-server';
import { visit } from './support/visit';

/*
 * docs/site.md "Pages follow the clock", in Chromium against the compiled server as shipped (the
 * build made today), with the server's clock (CLOCK_START) and the browser's clock moved together
 * and no rebuild: the short walk of `npm test`. `npm run calendar:walk` walks every boundary of a
 * year the same way.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const at = (iso: string) => new Date(iso);

/**
 * After the last shipped session (early bird), the regular price, cohort 4 started (nothing on
 * sale): /ka at 1366 px on each date, and the other language and width on two of them.
 */
const STEPS: CalendarStep[] = [
  { at: at('2026-12-20T12:00:00+04:00'), language: 'ka', width: 1366 },
  { at: at('2026-12-20T12:00:00+04:00'), language: 'en', width: 390 },
  { at: at('2027-02-01T12:00:00+04:00'), language: 'ka', width: 1366 },
  { at: at('2027-02-01T12:00:00+04:00'), language: 'ka', width: 390 },
  { at: at('2027-03-02T12:00:00+04:00'), language: 'ka', width: 1366 },
  { at: at('2027-03-02T12:00:00+04:00'), language: 'en', width: 1366 },
];

describe('the shipped build on other dates (docs/site.md "Pages follow the clock")', () => {
  it('agrees with the catalogue, settles within 2 s and survives a tap on every step', async () => {
    const results = await walkCalendar(browser, STEPS);
    const failures = [...results].filter(([, findings]) => findings.length > 0);
    expect(failures).toEqual([]);
    expect(results.size).toBe(STEPS.length);
  }, 120_000);

  it('a page left open across the early-bird deadline shows the regular price, and so does a new visit', async () => {
    const deadline = at('2027-01-31T23:59:59+04:00');
    // Two minutes of room for a loaded machine to start the server and open the page. The page reads
    // the server's time (its catalogue answer's offset), so the server's clock moves to 3 s before
    // the deadline and the page's stands still where it then sees that instant, for the check; set
    // going, the page crosses the deadline when the server does, on its own timers.
    const start = new Date(deadline.getTime() - 120_000);
    const justBefore = new Date(deadline.getTime() - 3_000);
    const server = await startSiteServer({ NODE_ENV: 'test', CLOCK_START: start.toISOString() });
    try {
      let catalogueAnswered: Promise<unknown> = Promise.resolve();
      const { page, problems } = await visit(browser, server.baseUrl, '/en', {
        prepare: async (context) => {
          catalogueAnswered = context.waitForEvent('requestfinished', {
            predicate: (request) => new URL(request.url()).pathname === '/api/catalogue',
            timeout: 60_000,
          });
          await context.clock.install({ time: start });
        },
      });
      await page.locator('#pricing').scrollIntoViewIfNeeded();
      const price = page.locator('#pricing .price__current').first();
      await expect.poll(() => price.textContent()).toContain('2,500');
      await catalogueAnswered;
      // How far the server's clock runs ahead of the page's (the server started first).
      const answer = await fetch(`${server.baseUrl}/api/catalogue`);
      const serverAhead =
        Date.parse((await answer.json()).serverTime) - (await page.evaluate(() => Date.now()));
      await moveServerClock(server.baseUrl, justBefore);
      await page.clock.pauseAt(justBefore.getTime() - serverAhead);
      expect(await price.textContent()).toContain('2,500');
      await page.clock.resume();
      await expect.poll(() => price.textContent(), { timeout: 15_000 }).toContain('2,700');
      // The server rendered its pages again at the deadline: a new visitor's HTML says 2700 too.
      await expect
        .poll(async () => (await fetch(`${server.baseUrl}/en`)).text(), { timeout: 15_000 })
        .toContain('"price":"2700.00"');
      expect(problems()).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
