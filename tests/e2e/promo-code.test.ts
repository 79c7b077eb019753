import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import { formatMoney } from '../../core/money/format-money';
import type { Money } from '../../core/money/money';
import { seriousAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { CHECKOUT_TEXTS } from './support/checkout-contract';
import { waitForHydration, waitForInteractive } from './support/hydration';
import type { PaymentSite } from './support/payment-site';
import { type Buyer, ordersOf, payContactStep } from './support/purchase';
import { type SaleSite, startSaleSite } from './support/sale-site';
import { DESKTOP, visit } from './support/visit';

/*
 * Promo codes from the visitor's side (docs/purchase.md "Promo codes"): a `?code=` link is kept
 * through the pages that follow, the checkout's field shows it, Apply shows the deduction in the
 * summary, and the order is opened at the discounted price; a code the server does not know is
 * refused on the field, with JavaScript and without. The real site on the offline Flitt, with a
 * configuration (SITE_CONFIG_PATH) whose cohort is on sale at the early-bird price and one code:
 * 250 ₾ off, early bird included (2500 ₾ → 2250 ₾).
 */
const NOW = new Date();
const LIST_PRICE = 250_000 as Money;
const DISCOUNT = 25_000 as Money;
const TO_PAY = 225_000 as Money;

let sale: SaleSite;
let site: PaymentSite;
let browser: Browser;

beforeAll(async () => {
  [sale, browser] = await Promise.all([
    startSaleSite(NOW, {
      promoCodes: [{ code: 'PARTNER10', amountOff: DISCOUNT, combinesWithEarlyBird: true }],
    }),
    launchChromium(),
  ]);
  site = sale.site;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await sale?.stop();
});

/** The texts the summary and the field show, as the locales write them with these amounts. */
function expected(language: Language) {
  const { summary, contact } = CHECKOUT_TEXTS[language].checkout;
  const money = (amount: Money) => formatMoney(amount, language);
  return {
    listPrice: summary.promo.listPrice.replace('{{price}}', money(LIST_PRICE)),
    discount: summary.promo.discount
      .replace('{{code}}', 'PARTNER10')
      .replace('{{amount}}', money(DISCOUNT)),
    toPay: `${summary.promo.toPay}: ${money(TO_PAY)}`,
    applied: contact.promo.applied.replace('{{price}}', money(TO_PAY)),
  };
}

/** The same page at another path, opened as a new document, once hydrated. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.goto(`${site.server.baseUrl}${path}`);
  await waitForHydration(page);
}

/** The summary's text (its lines run together: each expected line is looked for in it). */
async function summaryText(page: Page): Promise<string> {
  return (await page.locator('.order-summary').textContent()) ?? '';
}

/** The message under the promo-code field, found through the field's own description. */
async function fieldMessage(field: Locator): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby');
  return id === null ? null : field.page().locator(`[id="${id}"]`).textContent();
}

const BUYERS: Record<Language, Buyer> = {
  ka: {
    firstName: 'ნინო',
    lastName: 'ბერიძე',
    email: 'promo.ka@example.ge',
    national: '555200401',
  },
  en: {
    firstName: 'Giorgi',
    lastName: 'Tsereteli',
    email: 'promo.en@example.ge',
    national: '555200402',
  },
};

describe('a promo code from a link', () => {
  it.each(['ka', 'en'] as const)(
    '%s: kept through three pages, applied in the summary, charged at checkout',
    async (language) => {
      const texts = CHECKOUT_TEXTS[language].checkout;
      const lines = expected(language);
      const { page, problems } = await visit(
        browser,
        site.server.baseUrl,
        `/${language}?code=partner10`,
      );
      // The campaign module keeps the code once it has loaded, upper-cased.
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('promo-code-v1')))
        .toBe('PARTNER10');
      await goTo(page, `/${language}/webinar`);
      await goTo(page, `/${language}/investment-calculator`);
      await goTo(page, `/${language}/checkout`);

      // The kept code makes step 1 hydrate at once and fill the field.
      const field = page.getByLabel(texts.contact.promo.label, { exact: true });
      await expect.poll(() => field.inputValue()).toBe('PARTNER10');
      await waitForInteractive(field);
      await page.getByRole('button', { name: texts.contact.promo.apply, exact: true }).click();
      await page.getByRole('status').filter({ hasText: lines.applied }).waitFor();
      await expect.poll(() => summaryText(page)).toContain(lines.discount);
      const summary = await summaryText(page);
      expect(summary).toContain(lines.listPrice);
      expect(summary).toContain(lines.toPay);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const answered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/checkout') && response.request().method() === 'POST',
      );
      await payContactStep(page, language, BUYERS[language]);
      const response = await answered;
      expect(response.request().postDataJSON()).toMatchObject({ promoCode: 'PARTNER10' });
      expect(response.status()).toBe(201);
      expect(await response.json()).toMatchObject({
        amountTetri: TO_PAY,
        promo: { code: 'PARTNER10', discountTetri: DISCOUNT },
      });
      // The payment step's summary shows what the order was opened at.
      const paying = await summaryText(page);
      for (const line of [lines.listPrice, lines.discount, lines.toPay])
        expect(paying).toContain(line);
      expect(ordersOf(site.server, BUYERS[language].email)).toMatchObject([
        { status: 'payment_initiated', price_tetri: TO_PAY },
      ]);
      expect(problems()).toEqual([]);
    },
  );
});

describe('a code the server does not know', () => {
  it.each(['ka', 'en'] as const)(
    '%s: refused on the field by Apply and by the checkout, with nothing serious for axe',
    async (language) => {
      const texts = CHECKOUT_TEXTS[language].checkout;
      const message = CHECKOUT_TEXTS[language].errors.PROMO_CODE_UNKNOWN;
      const { page, problems } = await visit(browser, site.server.baseUrl, `/${language}/checkout`);
      const field = page.getByLabel(texts.contact.promo.label, { exact: true });
      // Enter in the field applies the code once the step is hydrated (before, it would post):
      // the press is the visitor's intent that hydrates it.
      await field.click();
      await waitForInteractive(field);
      await field.fill('NOSUCHCODE');
      await field.press('Enter');
      await expect.poll(() => fieldMessage(field)).toBe(message);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await summaryText(page)).not.toContain(texts.summary.promo.toPay);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Submitted as it stands: the checkout refuses it on the field too, and step 1 stays.
      const fields = texts.contact.fields;
      await page.getByLabel(fields.firstName.label, { exact: true }).fill('Nino');
      await page.getByLabel(fields.lastName.label, { exact: true }).fill('Beridze');
      await page
        .getByLabel(fields.email.label, { exact: true })
        .fill(`unknown.${language}@example.ge`);
      await page
        .getByLabel(fields.phoneNumber.label, { exact: true })
        .pressSequentially(language === 'ka' ? '555200411' : '555200412');
      // Editing the field clears its message; the checkout then refuses the new code.
      await field.fill('NOSUCHCODE2');
      expect(await fieldMessage(field)).toBeNull();
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/checkout'));
      await page.getByRole('button', { name: texts.contact.submit, exact: true }).click();
      const response = await answered;
      expect(response.status()).toBe(422);
      await expect.poll(() => fieldMessage(field)).toBe(message);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('promoCode');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('button', { name: texts.contact.submit }).count()).toBe(1);
      expect(ordersOf(site.server, `unknown.${language}@example.ge`)).toEqual([]);
      // Chromium logs each refused request (the two 422s); nothing else went wrong.
      expect(problems().filter((line) => !line.includes('status of 422'))).toEqual([]);
    },
  );
});

describe('without JavaScript', () => {
  it('the code posted with the contact step: refused on its field, then charged', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      const texts = CHECKOUT_TEXTS.ka.checkout;
      await page.goto(`${site.server.baseUrl}/ka/checkout`);
      const form = page.locator('form[action="/ka/checkout"]');
      const email = 'promo.nojs@example.ge';
      await form.locator('input[name="firstName"]').fill('ნინო');
      await form.locator('input[name="lastName"]').fill('ბერიძე');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="phoneNumber"]').fill('+995 555 20 04 21');
      await form.locator('input[name="promoCode"]').fill('NOSUCHCODE');
      const submit = form.getByRole('button', { name: texts.contact.submit, exact: true });
      const [refused] = await Promise.all([page.waitForNavigation(), submit.click()]);
      expect(refused?.status()).toBe(422);
      await page.getByText(CHECKOUT_TEXTS.ka.errors.PROMO_CODE_UNKNOWN, { exact: true }).waitFor();
      const promo = page.locator('form[action="/ka/checkout"] input[name="promoCode"]');
      expect(await promo.inputValue()).toBe('NOSUCHCODE');
      expect(await promo.getAttribute('aria-invalid')).toBe('true');

      await promo.fill('partner10');
      const [accepted] = await Promise.all([
        page.waitForNavigation(),
        page.getByRole('button', { name: texts.contact.submit, exact: true }).click(),
      ]);
      expect(accepted?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/ka/checkout/contact-saved');
      expect(ordersOf(site.server, email)).toMatchObject([{ price_tetri: TO_PAY }]);
    } finally {
      await context.close();
    }
  });
});
