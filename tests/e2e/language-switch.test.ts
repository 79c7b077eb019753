import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import enCommon from '../../locales/en/common.json';
import kaCommon from '../../locales/ka/common.json';
import { waitForHydration } from './support/hydration';
import { pageTitle, TEXTS } from './support/site-pages';
import { setUpSite } from './support/site-server';
import { currentPath, DESKTOP, documentLanguage, PHONE, visit } from './support/visit';

const COMMON = { ka: kaCommon, en: enCommon } as const;

const site = setUpSite();

/** Clicks the selector's link for `target`, named in that language, inside the selector shown in `shown`. */
async function chooseLanguage(page: Page, shown: Language, target: Language): Promise<void> {
  await page
    .getByRole('navigation', { name: COMMON[shown].language.label })
    .getByRole('link', { name: COMMON[target].language.names[target] })
    .click();
}

/** The header navigation's calculator link, looked up by its label in `language`. */
function calculatorLink(page: Page, language: Language) {
  return page
    .getByRole('navigation', { name: COMMON[language].nav.label })
    .getByRole('link', { name: COMMON[language].nav.investmentCalculator });
}

function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('preferredLanguage'));
}

/** The page as a visitor sees it in `language`: path prefix, `<html lang>`, title and a nav label. */
async function expectPageIn(page: Page, language: Language, path: string): Promise<void> {
  expect(currentPath(page)).toBe(path);
  await calculatorLink(page, language).waitFor();
  // The footer follows too (after a switch it is rendered anew in the new language).
  await page
    .getByRole('contentinfo')
    .getByText(COMMON[language].footer.tagline, { exact: true })
    .waitFor();
  await expect.poll(() => documentLanguage(page)).toBe(language);
  // The title follows once the page's own texts have loaded in the new language.
  await expect.poll(() => page.title()).toBe(pageTitle('refund-policy', language));
}

describe('the header language selector (docs/site.md "Languages")', () => {
  it('on desktop swaps the first path segment, keeps query and hash, stores the choice', async () => {
    const { page, problems } = await visit(
      site.browser,
      site.server.baseUrl,
      '/ka/refund-policy?utm_source=fb&x=1#contact',
      { viewport: DESKTOP, reusePage: true },
    );
    expect(await storedLanguage(page)).toBeNull();

    await chooseLanguage(page, 'ka', 'en');
    await page.waitForURL('**/en/refund-policy?utm_source=fb&x=1#contact');
    await expectPageIn(page, 'en', '/en/refund-policy?utm_source=fb&x=1#contact');
    expect(await calculatorLink(page, 'ka').count()).toBe(0);
    expect(await storedLanguage(page)).toBe('en');

    await page.reload();
    await waitForHydration(page);
    await expectPageIn(page, 'en', '/en/refund-policy?utm_source=fb&x=1#contact');
    expect(await storedLanguage(page)).toBe('en');

    await chooseLanguage(page, 'en', 'ka');
    await page.waitForURL('**/ka/refund-policy?utm_source=fb&x=1#contact');
    await expectPageIn(page, 'ka', '/ka/refund-policy?utm_source=fb&x=1#contact');
    expect(await storedLanguage(page)).toBe('ka');
    expect(problems()).toEqual([]);
  });

  it('in the mobile menu at 390 px switches language and closes the menu', async () => {
    const { page, problems } = await visit(
      site.browser,
      site.server.baseUrl,
      '/en/refund-policy?ref=menu#overview',
      { viewport: PHONE, reusePage: true },
    );
    const toggle = (language: Language) =>
      page.getByRole('button', { name: COMMON[language].menu.toggle });
    // Closed, the menu's links are hidden from everyone.
    expect(await calculatorLink(page, 'en').count()).toBe(0);
    await toggle('en').click();
    expect(await toggle('en').getAttribute('aria-expanded')).toBe('true');

    await chooseLanguage(page, 'en', 'ka');
    await page.waitForURL('**/ka/refund-policy?ref=menu#overview');
    expect(currentPath(page)).toBe('/ka/refund-policy?ref=menu#overview');
    await expect.poll(() => documentLanguage(page)).toBe('ka');
    await expect.poll(() => toggle('ka').getAttribute('aria-expanded')).toBe('false');
    expect(await storedLanguage(page)).toBe('ka');

    await page.reload();
    await waitForHydration(page);
    expect(await storedLanguage(page)).toBe('ka');
    await toggle('ka').click();
    await expectPageIn(page, 'ka', '/ka/refund-policy?ref=menu#overview');
    expect(problems()).toEqual([]);
  });

  it('adds the language segment on the unprefixed /payment-success, keeping the query', async () => {
    const { page, problems } = await visit(
      site.browser,
      site.server.baseUrl,
      '/payment-success?order_id=42&order_status=approved',
      { reusePage: true },
    );
    await chooseLanguage(page, 'ka', 'en');
    await page.waitForURL('**/en/payment-success?order_id=42&order_status=approved');
    await calculatorLink(page, 'en').waitFor();
    await expect.poll(() => documentLanguage(page)).toBe('en');
    await expect.poll(() => page.title()).toBe(pageTitle('payment-success', 'en'));
    expect(await storedLanguage(page)).toBe('en');
    expect(problems()).toEqual([]);
  });

  it('never leads from the Georgian-only popup demo to the not-found page', async () => {
    const { page, problems } = await visit(site.browser, site.server.baseUrl, '/test-popup', {
      reusePage: true,
    });
    // The selector navigates synchronously in its click handler, so the URL is final here.
    await chooseLanguage(page, 'ka', 'ka');
    expect(currentPath(page)).toBe('/test-popup');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      TEXTS.ka.popup.heading,
    );
    expect(await storedLanguage(page)).toBe('ka');

    await chooseLanguage(page, 'ka', 'en');
    await page.waitForURL(`${site.server.baseUrl}/en`);
    await calculatorLink(page, 'en').waitFor();
    await expect.poll(() => page.title()).toBe(pageTitle('home', 'en'));
    expect(await storedLanguage(page)).toBe('en');

    await page.reload();
    await waitForHydration(page);
    expect(await page.title()).toBe(pageTitle('home', 'en'));
    expect(problems()).toEqual([]);
  });
});
