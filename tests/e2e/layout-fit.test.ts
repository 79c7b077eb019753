import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../core/language/languages';
import { launchChromium } from './support/browser';
import { CALCULATOR_TEXTS, calculateWith, calculatorReady } from './support/calculator-page';
import {
  type LayoutFit,
  measureLayoutFit,
  wordsBrokenAcrossLines,
} from './support/layout-overflow';
import { payContactStep } from './support/purchase';
import { type SiteServer, startSiteServer } from './support/site-server';
import { visit } from './support/visit';

/*
 * docs/site.md "Layout fit": at 360, 390 and 1366 px, in both languages, no element of the calculator
 * (with its result tables) or the checkout (contact step and the card step with the local Flitt
 * widget) is wider than its container, and no page scrolls sideways.
 */

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startSiteServer({ FLITT_MODE: 'demo', CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000' }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Table scrollers that would need scrolling: the tables must fit without it (docs/calculator.md "Portfolio table"). */
function scrollingTables(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.calculator__table-scroll'))
      .filter((scroller) => scroller.getClientRects().length > 0)
      .map((scroller) => scroller.scrollWidth - scroller.clientWidth)
      .filter((excess) => excess > 0),
  );
}

async function expectFits(page: Page, what: string): Promise<void> {
  expect({ what, scrollingTables: await scrollingTables(page) }).toEqual({
    what,
    scrollingTables: [],
  });
  const fit: LayoutFit = await measureLayoutFit(page);
  if (fit.overflows.length > 0 || fit.sidewaysScroll > 0) {
    console.log(`${what}: sideways ${fit.sidewaysScroll}px`, fit.overflows);
  }
  expect({ what, ...fit }).toEqual({ what, overflows: [], sidewaysScroll: 0 });
}

describe.each(LANGUAGES)('layout fit in %s', (language: Language) => {
  it.each(WIDTHS)('calculator with its result tables at $width px', async (viewport) => {
    const { page } = await visit(browser, server.baseUrl, `/${language}/investment-calculator`, {
      viewport,
      reusePage: true,
    });
    await calculatorReady(page, language);
    await expectFits(page, `${language} ${viewport.width} calculator form`);
    await calculateWith(page, language, { initial: '10000', monthly: '1500', years: '30' });
    const tabs = CALCULATOR_TEXTS[language].calculator.tabs;
    await page.getByRole('tab', { name: tabs.portfolio }).waitFor();
    await page.locator('.calculator__table').first().waitFor();
    await expectFits(page, `${language} ${viewport.width} calculator portfolio`);
    // Fund names and headings wrap between words, never inside one ("NASD / AQ-100").
    expect(await wordsBrokenAcrossLines(page, '.calculator__table th')).toEqual([]);
    await page.getByRole('tab', { name: tabs.details }).click();
    await page.waitForTimeout(300);
    await expectFits(page, `${language} ${viewport.width} calculator details`);
    expect(await wordsBrokenAcrossLines(page, '.calculator__table th')).toEqual([]);
  });

  it.each(WIDTHS)('checkout, contact and card steps, at $width px', async (viewport) => {
    const { page } = await visit(browser, server.baseUrl, `/${language}/checkout`, {
      viewport,
      reusePage: true,
    });
    await expectFits(page, `${language} ${viewport.width} checkout contact`);
    // One buyer per language: each width's checkout takes over the last one's hold, as a buyer
    // going back and forth would, so the one test address never meets the hold limit.
    await payContactStep(page, language, {
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      email: `fit-${language}@example.ge`,
      national: language === 'ka' ? '599100001' : '599100002',
    });
    await page.waitForTimeout(300);
    await expectFits(page, `${language} ${viewport.width} checkout card step`);
  });
});
