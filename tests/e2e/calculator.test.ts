import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatLari,
  formatPercent,
  formatRate,
  formatUsd,
} from '../../core/calculator/format-figures';
import { formatCalendarDate } from '../../core/language/format-calendar-date';
import { LANGUAGES, type Language } from '../../core/language/languages';
import { fallbackUsdRate } from '../../core/rates/usd-rate-policy';
import { type NbgFake, startNbgFake } from '../fakes/nbg-fake';
import { launchChromium } from './support/browser';
import {
  CALCULATOR_TEXTS,
  calculateWith,
  calculatorControls,
  calculatorReady,
  expectedResult,
  fill,
  summaryFigure,
} from './support/calculator-page';
import { seoLinks } from './support/head-links';
import { pageTitle } from './support/site-pages';
import { type SiteServer, startSiteServer } from './support/site-server';
import { currentPath, PHONE, visit } from './support/visit';

/** The rate the fake national bank publishes for the working site. */
const NBG_RATE = 2.7086;
const NBG_DAY = '2026-11-23';

let browser: Browser;
let nbg: NbgFake;
let failingNbg: NbgFake;
let site: SiteServer;
let siteWithoutRate: SiteServer;

beforeAll(async () => {
  [nbg, failingNbg, browser] = await Promise.all([
    startNbgFake(),
    startNbgFake(),
    launchChromium(),
  ]);
  nbg.publishUsd(NBG_RATE, 1, NBG_DAY);
  failingNbg.behave('http-error');
  [site, siteWithoutRate] = await Promise.all([
    startSiteServer({ NBG_BASE_URL: nbg.baseUrl }),
    startSiteServer({ NBG_BASE_URL: failingNbg.baseUrl }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.stop(), siteWithoutRate?.stop()]);
  await Promise.all([nbg?.stop(), failingNbg?.stop()]);
});

const path = (language: Language, query = '') => `/${language}/investment-calculator${query}`;

describe.each(LANGUAGES)('investment calculator in %s', (language) => {
  const texts = CALCULATOR_TEXTS[language];
  const ui = texts.calculator;

  it('opens with the defaults 0 / 500 / 15, the placeholder, no reset, and its own title and canonical', async () => {
    const { page, response, problems } = await visit(browser, site.baseUrl, path(language), {
      reusePage: true,
    });
    await calculatorReady(page, language);
    const controls = calculatorControls(page, language);
    expect(await controls.initial.inputValue()).toBe('0');
    expect(await controls.monthly.inputValue()).toBe('500');
    expect(await controls.years.inputValue()).toBe('15');
    expect(await controls.slider.inputValue()).toBe('15');
    expect(await controls.initial.getAttribute('step')).toBe('1000');
    expect(await controls.monthly.getAttribute('min')).toBe('50');
    expect(await controls.slider.getAttribute('max')).toBe('40');
    await controls.placeholder.waitFor();
    expect(await controls.reset.count()).toBe(0);
    expect(await page.getByText(ui.form.durationOk).count()).toBe(1);
    expect(await page.getByText(ui.disclaimer).count()).toBe(1);
    expect(await page.title()).toBe(pageTitle('investment-calculator', language));
    const { canonical } = seoLinks(await response.text());
    expect(canonical).toEqual([`http://localhost:3000/${language}/investment-calculator`]);
    expect(problems()).toEqual([]);
  });

  it('shows the warning below 15 years and the check mark from 15 on, slider and number in step', async () => {
    const { page } = await visit(browser, site.baseUrl, path(language), { reusePage: true });
    await calculatorReady(page, language);
    const controls = calculatorControls(page, language);
    await controls.slider.fill('10');
    expect(await controls.years.inputValue()).toBe('10');
    await page.getByText(ui.form.durationWarning).waitFor();
    await controls.years.fill('25');
    expect(await controls.slider.inputValue()).toBe('25');
    await page.getByText(ui.form.durationOk).waitFor();
  });

  it('shows the spec message of each validation rule in the red box and clears the result', async () => {
    const { page, problems } = await visit(browser, site.baseUrl, path(language), {
      reusePage: true,
    });
    await calculatorReady(page, language);
    const controls = calculatorControls(page, language);
    await calculateWith(page, language, {});
    await controls.summary.waitFor();
    const cases: [Record<string, string>, (keyof typeof texts.errors)[]][] = [
      [{ monthly: '20' }, ['monthly_below_minimum']],
      [{ monthly: '2000000' }, ['monthly_above_maximum']],
      [{ monthly: '' }, ['monthly_invalid']],
      [{ monthly: '500', initial: '-1' }, ['initial_negative']],
      [{ initial: '20000000' }, ['initial_above_maximum']],
      [{ initial: '0', years: '2.5' }, ['duration_not_whole']],
      [{ years: '0' }, ['duration_below_minimum']],
      [{ years: '60' }, ['duration_above_maximum']],
      [
        { monthly: '10', initial: '-5', years: '1.5' },
        ['monthly_below_minimum', 'initial_negative', 'duration_not_whole'],
      ],
    ];
    for (const [values, codes] of cases) {
      await calculateWith(page, language, values);
      const messages = codes.map((code) => texts.errors[code]).join(', ');
      const expected = fill(ui.errors.validationFailed, { messages });
      await page.getByRole('alert').getByText(expected, { exact: true }).waitFor();
      expect(await controls.summary.count()).toBe(0);
    }
    expect(await controls.monthly.getAttribute('aria-invalid')).toBe('true');
    expect(problems()).toEqual([]);
  });

  it('calculates with a busy label, shows the national bank rate in the summary, and resets to 0 / 500 / 15', async () => {
    // The rate is held back, as a slow network would, until the busy state has been seen: a fixed
    // delay could run out before the click on a loaded machine, and the busy state never show.
    let releaseRate = () => {};
    const rateReleased = new Promise<void>((resolve) => {
      releaseRate = resolve;
    });
    const { page } = await visit(browser, site.baseUrl, path(language), {
      prepare: async (context) => {
        await context.route('**/api/rates/usd', async (route) => {
          await rateReleased;
          await route.continue();
        });
      },
    });
    await calculatorReady(page, language);
    const controls = calculatorControls(page, language);
    await calculateWith(page, language, { initial: '1000', monthly: '750', years: '12' });
    await controls.calculating.waitFor();
    expect(await controls.calculating.isDisabled()).toBe(true);
    releaseRate();
    await controls.summary.waitFor();
    const expected = expectedResult({ initial: 1000, monthly: 750, years: 12 }, NBG_RATE);
    const usd = expected.currencyResults.usd;
    expect(await summaryFigure(controls.summary, 'invested')).toEqual([
      formatLari(expected.totalInvested, language),
      formatUsd(usd.totalInvested),
    ]);
    expect((await summaryFigure(controls.summary, 'finalValue'))[0]).toBe(
      formatLari(expected.totalValue, language),
    );
    expect((await summaryFigure(controls.summary, 'finalValue'))[1]).toBe(
      formatUsd(usd.totalValue),
    );
    expect((await summaryFigure(controls.summary, 'roi'))[0]).toBe(
      formatPercent(expected.roiPercent, language),
    );
    expect(currentPath(page)).toBe(path(language, '?initial=1000&monthly=750&years=12'));

    await controls.reset.click();
    await controls.placeholder.waitFor();
    expect(await controls.initial.inputValue()).toBe('0');
    expect(await controls.monthly.inputValue()).toBe('500');
    expect(await controls.years.inputValue()).toBe('15');
    expect(await controls.reset.count()).toBe(0);
    expect(currentPath(page)).toBe(path(language));
  });

  it('has a portfolio tab (default) and a details tab naming the rate and its date, moved by arrow keys', async () => {
    const { page } = await visit(
      browser,
      site.baseUrl,
      path(language, '?initial=0&monthly=500&years=15'),
      { reusePage: true },
    );
    const portfolioTab = page.getByRole('tab', { name: ui.tabs.portfolio });
    const detailsTab = page.getByRole('tab', { name: ui.tabs.details });
    await portfolioTab.waitFor();
    expect(await portfolioTab.getAttribute('aria-selected')).toBe('true');
    const portfolio = page.getByRole('tabpanel', { name: ui.tabs.portfolio });
    expect(await portfolio.locator('tbody tr').count()).toBe(3);
    expect(await portfolio.locator('tbody tr').first().textContent()).toContain(
      ui.funds['sp-500'].name,
    );

    await portfolioTab.focus();
    await page.keyboard.press('ArrowRight');
    expect(await detailsTab.getAttribute('aria-selected')).toBe('true');
    expect(await detailsTab.evaluate((element) => element === document.activeElement)).toBe(true);
    const details = page.getByRole('tabpanel', { name: ui.tabs.details });
    const expected = expectedResult({ initial: 0, monthly: 500, years: 15 }, NBG_RATE);
    expect(await details.locator('[data-figure="real-value"]').textContent()).toBe(
      formatLari(expected.inflationAdjusted.totalValue, language),
    );
    const rateText = fill(ui.details.rateNbg, {
      rate: formatRate(NBG_RATE, language),
      date: formatCalendarDate(NBG_DAY, language) ?? '',
    });
    await details.getByText(rateText, { exact: true }).waitFor();
    expect(await page.getByRole('tabpanel').count()).toBe(1);

    await page.keyboard.press('ArrowLeft');
    expect(await portfolioTab.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await detailsTab.getAttribute('aria-selected')).toBe('true');
    await portfolioTab.click();
    expect(await portfolioTab.getAttribute('aria-selected')).toBe('true');
  });

  it.each([
    [10, 10],
    [20, 10],
    [30, 10],
    [40, 8],
  ])('draws %i years as %i bars, with the same rows in the table', async (years, bars) => {
    const { page, problems } = await visit(browser, site.baseUrl, path(language), {
      reusePage: true,
    });
    await calculatorReady(page, language);
    const controls = calculatorControls(page, language);
    await controls.slider.fill(String(years));
    expect(await controls.years.inputValue()).toBe(String(years));
    await controls.calculate.click();
    await controls.bars.first().waitFor();
    expect(await controls.bars.count()).toBe(bars);
    expect(await controls.growthRows.count()).toBe(bars);
    expect(await controls.bars.last().getAttribute('data-year')).toBe(String(years));
    expect(await page.locator('.calculator__chart > svg').getAttribute('height')).toBe('400');
    expect(problems()).toEqual([]);
  });

  it('lists invested, gain and value per shown year in the table, as the bar tooltips do', async () => {
    const { page } = await visit(
      browser,
      site.baseUrl,
      path(language, '?initial=2000&monthly=300&years=8'),
      { reusePage: true },
    );
    await calculatorReady(page, language);
    const controls = calculatorControls(page, language);
    await controls.growthRows.first().waitFor();
    const table = page.getByRole('table', { name: ui.table.caption });
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual([ui.table.year, ui.table.invested, ui.table.gain, ui.table.value]);
    const expected = expectedResult({ initial: 2000, monthly: 300, years: 8 }, NBG_RATE);
    const first = expected.monthlyProjections[11];
    const last = expected.monthlyProjections.at(-1);
    expect(await controls.growthRows.first().locator('th, td').allTextContents()).toEqual([
      '1',
      formatLari(first?.totalInvested ?? 0, language),
      formatLari((first?.totalValue ?? 0) - (first?.totalInvested ?? 0), language),
      formatLari(first?.totalValue ?? 0, language),
    ]);
    expect(await controls.growthRows.last().locator('td').last().textContent()).toBe(
      formatLari(last?.totalValue ?? 0, language),
    );

    // The chart's tooltip tells the same numbers for the bar under the pointer.
    await controls.bars.last().hover();
    const tooltip = page.locator('.calculator__tooltip');
    await tooltip.getByText(fill(ui.chart.year, { year: 8 }), { exact: true }).waitFor();
    expect(await tooltip.textContent()).toContain(formatLari(last?.totalValue ?? 0, language));
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });
  });

  it('reproduces a shared result on reload', async () => {
    const { page, problems } = await visit(browser, site.baseUrl, path(language), {
      reusePage: true,
    });
    await calculatorReady(page, language);
    const controls = calculatorControls(page, language);
    await calculateWith(page, language, { initial: '5000', monthly: '650', years: '25' });
    await controls.summary.waitFor();
    const before = await controls.summary.textContent();
    expect(currentPath(page)).toBe(path(language, '?initial=5000&monthly=650&years=25'));
    await page.reload();
    await controls.summary.waitFor();
    expect(await controls.summary.textContent()).toBe(before);
    expect(await controls.initial.inputValue()).toBe('5000');
    expect(await controls.monthly.inputValue()).toBe('650');
    expect(await controls.years.inputValue()).toBe('25');
    expect(problems()).toEqual([]);
  });

  it('says it used the 2.75 fallback, and its date, when the national bank fails', async () => {
    const { page, problems } = await visit(
      browser,
      siteWithoutRate.baseUrl,
      path(language, '?initial=0&monthly=500&years=15'),
      { reusePage: true },
    );
    await calculatorReady(page, language);
    const controls = calculatorControls(page, language);
    await controls.summary.waitFor();
    const expected = expectedResult({ initial: 0, monthly: 500, years: 15 }, 2.75);
    expect((await summaryFigure(controls.summary, 'finalValue'))[1]).toBe(
      formatUsd(expected.currencyResults.usd.totalValue),
    );
    await page.getByRole('tab', { name: ui.tabs.details }).click();
    const rateText = fill(ui.details.rateFallback, {
      rate: formatRate(2.75, language),
      date: formatCalendarDate(fallbackUsdRate(new Date()).asOf, language) ?? '',
    });
    await page.getByText(rateText, { exact: true }).waitFor();
    expect(problems()).toEqual([]);
  });

  it('fits a 390 px phone with a 40-year result: wide tables scroll inside, the page does not', async () => {
    const { page } = await visit(
      browser,
      site.baseUrl,
      path(language, '?initial=1000&monthly=500&years=40'),
      { viewport: PHONE, reusePage: true },
    );
    await calculatorControls(page, language).bars.first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
