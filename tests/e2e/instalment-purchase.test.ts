import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import { runOps } from '../../server/ops/run-ops';
import { seriousAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { CHECKOUT_TEXTS } from './support/checkout-contract';
import type { PaymentSite } from './support/payment-site';
import { type Buyer, ordersOf, payContactStep, waitUntil } from './support/purchase';
import { type SaleSite, startSaleSite } from './support/sale-site';
import { DESKTOP, visit } from './support/visit';

/*
 * A bank instalment from the buyer's side (docs/purchase.md "Bank instalments"): the payment step
 * offers TBC Bank beside the card with its terms, the order goes to the local Flitt's demo bank,
 * whose approval ends on the success page with the method on the receipt and whose refusal ends on
 * the failed page in the bank's words; the console's list and CSV name the method. The payment step
 * links the terms and the withdrawal right and shows the seller's phone. The real site on
 * the offline Flitt, with the shipped instalment offer and a cohort on sale.
 */
const NOW = new Date();
const BANK_BUTTONS = {
  ka: { approve: 'ბანკი ამტკიცებს', refuse: 'ბანკი უარს ამბობს' },
  en: { approve: 'The bank approves', refuse: 'The bank refuses' },
} as const;

let sale: SaleSite;
let site: PaymentSite;
let browser: Browser;

beforeAll(async () => {
  [sale, browser] = await Promise.all([startSaleSite(NOW), launchChromium()]);
  site = sale.site;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await sale?.stop();
});

const buyer = (language: Language, outcome: 'approve' | 'refuse'): Buyer => ({
  firstName: language === 'ka' ? 'ნინო' : 'Nino',
  lastName: language === 'ka' ? 'ბერიძე' : 'Beridze',
  email: `instalment.${outcome}.${language}@example.ge`,
  national: `5552005${language === 'ka' ? 1 : 2}${outcome === 'approve' ? 1 : 2}`,
});

/** Chooses the instalment at the payment step, checks its terms, and goes to the bank. */
async function applyAtTheBank(page: Page, language: Language): Promise<void> {
  const { payment } = CHECKOUT_TEXTS[language].checkout;
  // Whatever the method, the step links the terms and the withdrawal right, and names the seller's phone.
  const legal = page.locator('.checkout-payment__legal');
  const terms = legal.getByRole('link', { name: payment.legal.terms, exact: true });
  expect(await terms.getAttribute('href')).toBe(`/${language}/terms-of-service`);
  const withdrawal = legal.getByRole('link', { name: payment.legal.withdrawal, exact: true });
  expect(await withdrawal.getAttribute('href')).toBe(`/${language}/terms-of-service#withdrawal`);
  await expect
    .poll(() => page.locator('.order-summary__seller').textContent())
    .toContain('+995 32 200 00 00');
  await page.getByLabel(payment.methods.instalment, { exact: true }).check();
  const panel = page.locator('.checkout-instalment');
  await panel.getByRole('heading', { name: payment.instalment.title }).waitFor();
  expect(await panel.textContent()).toContain(payment.instalment.refund);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: payment.instalment.continue }).click();
  await page.waitForURL(/\/flitt-demo\/demo-bank\/instalment\?token=/);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
}

/** The result page's heading, once the server has said how it ended. */
async function resultTitle(page: Page, title: string): Promise<void> {
  await page.waitForURL(/\/payment-success\?/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
}

describe('a bank instalment through the local Flitt', () => {
  it.each(['ka', 'en'] as const)(
    '%s: approved by the bank, paid in full, the receipt names the method',
    async (language) => {
      const texts = CHECKOUT_TEXTS[language];
      const { page, problems } = await visit(browser, site.server.baseUrl, `/${language}/checkout`);
      await payContactStep(page, language, buyer(language, 'approve'));
      await applyAtTheBank(page, language);
      await page.getByRole('button', { name: BANK_BUTTONS[language].approve }).click();
      await resultTitle(
        page,
        texts.payment.success.titleNamed.replace('{{name}}', buyer(language, 'approve').firstName),
      );
      const receipt = page.locator('.receipt');
      await expect
        .poll(() => receipt.textContent())
        .toContain(texts.payment.receipt.methods.instalment);
      expect(ordersOf(site.server, buyer(language, 'approve').email)).toMatchObject([
        { status: 'payment_completed', payment_status: 'approved' },
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems()).toEqual([]);
    },
  );

  it.each(['ka', 'en'] as const)(
    '%s: refused by the bank, the failed page says so and that nothing was taken',
    async (language) => {
      const texts = CHECKOUT_TEXTS[language];
      const { page, problems } = await visit(browser, site.server.baseUrl, `/${language}/checkout`);
      await payContactStep(page, language, buyer(language, 'refuse'));
      await applyAtTheBank(page, language);
      await page.getByRole('button', { name: BANK_BUTTONS[language].refuse }).click();
      await resultTitle(page, texts.payment.failed.title);
      const main = page.locator('main');
      await expect
        .poll(() => main.textContent())
        .toContain(texts.payment.failed.reasons.instalmentRefused);
      expect(await main.textContent()).toContain(texts.payment.failed.noChargeInstalment);
      expect(ordersOf(site.server, buyer(language, 'refuse').email)).toMatchObject([
        { status: 'failed', payment_status: 'declined' },
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems()).toEqual([]);
    },
  );

  it('the console lists and exports the method of every order', async () => {
    const paid = await waitUntil(
      () => ordersOf(site.server, buyer('en', 'approve').email),
      (rows) => rows.length === 1,
      'the English approved order',
    );
    const runConsole = async (...argv: string[]) => {
      let stdout = '';
      const code = await runOps(argv, {
        stdout: (text) => {
          stdout += text;
        },
        stderr: () => {},
        env: { SQLITE_PATH: site.server.sqlitePath },
        now: () => new Date(),
      });
      return { code, stdout };
    };
    const list = await runConsole('orders', 'list', '--status', 'payment_completed');
    expect(list.code).toBe(0);
    const line = list.stdout
      .split('\n')
      .find((row) => row.includes(paid[0]?.merchant_order_id ?? '?'));
    expect(line?.split(/\s{2,}/)).toContain('instalment');
    const out = join(mkdtempSync(join(tmpdir(), 'orders-')), 'orders.csv');
    expect((await runConsole('orders', 'export', '--out', out)).code).toBe(0);
    const [header, ...rows] = parse(readFileSync(out, 'utf8'), { bom: true }) as string[][];
    const method = header?.indexOf('method') ?? -1;
    expect(method).toBeGreaterThan(0);
    expect(rows.map((row) => row[method]).sort()).toEqual([
      'instalment',
      'instalment',
      'instalment',
      'instalment',
    ]);
  });
});

describe('a bank instalment without JavaScript', () => {
  it('the checkout posted as a form lands on a page whose form sends the order to the bank', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      const texts = CHECKOUT_TEXTS.ka.checkout;
      await page.goto(`${site.server.baseUrl}/ka/checkout`);
      const form = page.locator('form[action="/ka/checkout"]');
      await form.locator('input[name="firstName"]').fill('ნინო');
      await form.locator('input[name="lastName"]').fill('ბერიძე');
      await form.locator('input[name="email"]').fill('instalment.nojs@example.ge');
      await form.locator('input[name="phoneNumber"]').fill('+995 555 200 599');
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/ka\/checkout\/contact-saved\?order=/);
      // The page and its form, as a visitor with JavaScript sees them too: nothing serious for axe.
      const seen = await visit(
        browser,
        site.server.baseUrl,
        new URL(page.url()).pathname + new URL(page.url()).search,
      );
      await seen.page.locator('form[action="/ka/checkout/instalment"]').waitFor();
      expect(await seriousAxeViolations(seen.page)).toEqual([]);
      await seen.page.close();
      const bank = page.locator('form[action="/ka/checkout/instalment"]');
      await bank.getByRole('button', { name: texts.payment.instalment.continue }).click();
      await page.waitForURL(/\/flitt-demo\/demo-bank\/instalment\?token=/);
      await page.getByRole('button', { name: BANK_BUTTONS.ka.approve }).click();
      await page.waitForURL(/\/ka\/payment-success\?/);
      await waitUntil(
        () => ordersOf(site.server, 'instalment.nojs@example.ge'),
        (rows) => rows[0]?.status === 'payment_completed',
        'the order paid through the bank',
      );
    } finally {
      await context.close();
    }
  });
});
