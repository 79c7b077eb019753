import type { Browser, Page } from 'playwright-core';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import enCheckout from '../../locales/en/checkout.json';
import enErrors from '../../locales/en/errors.json';
import kaCheckout from '../../locales/ka/checkout.json';
import kaErrors from '../../locales/ka/errors.json';
import { pdfText } from '../support/pdf-text';
import { seriousAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import type { PaymentSite } from './support/payment-site';
import { type SaleSite, startSaleSite } from './support/sale-site';
import { DESKTOP, visit } from './support/visit';

/*
 * A company buys seats by invoice from the visitor's side (docs/purchase.md "Company invoices"):
 * the checkout links the company page, whose form (a plain post, with JavaScript or without)
 * issues the invoice, shows it with its PDF and holds the seats. The real site on the shipped
 * configuration (its seller has a bank account) with a cohort on sale.
 */
const NOW = new Date();
const TEXTS = {
  ka: { checkout: kaCheckout, errors: kaErrors },
  en: { checkout: enCheckout, errors: enErrors },
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

/** Fills the company form by its labels: three seats, two of them named. */
async function fillCompanyForm(page: Page, language: Language, code: string): Promise<void> {
  const fields = TEXTS[language].checkout.company.fields;
  const field = (name: keyof typeof fields) => page.getByLabel(fields[name].label, { exact: true });
  await field('companyName').fill(language === 'ka' ? 'შპს „ხიდი“' : 'Bridge LLC');
  await field('companyCode').fill(code);
  await field('contactName').fill(language === 'ka' ? 'ნინო ბერიძე' : 'Nino Beridze');
  await field('contactEmail').fill(`billing.${language}@bridge.ge`);
  await field('contactPhone').fill(language === 'ka' ? '+995 555 30 01 01' : '+995 555 30 01 02');
  await field('seats').fill('3');
  await field('participants').fill(
    `Giorgi Beridze, giorgi.${language}@bridge.ge\nAna Beridze, ana.${language}@bridge.ge`,
  );
}

/** The seats left that the catalogue announces. */
async function seatsLeft(): Promise<number> {
  const answer = await fetch(`${site.server.baseUrl}/api/catalogue`);
  return ((await answer.json()) as { sale: { seatsLeft: number } }).sale.seatsLeft;
}

describe('a company pays by invoice', () => {
  it.each(['ka', 'en'] as const)(
    '%s: from the checkout to an invoice of 3 seats, its PDF and the seats held',
    async (language) => {
      const company = TEXTS[language].checkout.company;
      const { page, problems } = await visit(browser, site.server.baseUrl, `/${language}/checkout`);
      await page.getByRole('link', { name: company.link }).click();
      await page.waitForURL(`**/${language}/checkout/company`);
      await page.getByRole('heading', { level: 1, name: company.title }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A refused post keeps what was typed and names the field.
      await fillCompanyForm(page, language, '12345');
      await page.getByRole('button', { name: company.submit }).click();
      const code = page.getByLabel(company.fields.companyCode.label, { exact: true });
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('main').textContent()).toContain(
        TEXTS[language].errors.company_code.invalid,
      );
      expect(
        await page.getByLabel(company.fields.companyName.label, { exact: true }).inputValue(),
      ).not.toBe('');
      expect(await seriousAxeViolations(page)).toEqual([]);

      const before = await seatsLeft();
      await code.fill(language === 'ka' ? '204123456' : '205123456');
      await page.getByLabel(company.terms, { exact: false }).check();
      await page.getByRole('button', { name: company.submit }).click();
      await page.waitForURL(/\/checkout\/company\?invoice=/);
      const issued = page.getByRole('status').filter({ hasText: /INV-\d{4}-\d{4}/ });
      await issued.waitFor();
      const number = /INV-\d{4}-\d{4}/.exec((await issued.textContent()) ?? '')?.[0] ?? '';
      expect(number).not.toBe('');
      expect(await seatsLeft()).toBe(before - 3);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const pdfLink = page.getByRole('link', { name: company.issued.download });
      const href = (await pdfLink.getAttribute('href')) ?? '';
      const pdf = await fetch(`${site.server.baseUrl}${href}`);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(text).toContain(number);
      expect(text).toContain(language === 'ka' ? '204123456' : '205123456');
      // Chromium logs the refused post's 400; nothing else went wrong.
      expect(problems().filter((line) => !line.includes('status of 400'))).toEqual([]);
    },
  );

  it('works without JavaScript: the form posts, the page shows the invoice', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      const company = TEXTS.ka.checkout.company;
      await page.goto(`${site.server.baseUrl}/ka/checkout/company`);
      await fillCompanyForm(page, 'ka', '206123456');
      await page.locator('input[name="terms"]').check();
      await page.locator('form[action="/ka/checkout/company"] button[type="submit"]').click();
      await page.waitForURL(/\/ka\/checkout\/company\?invoice=/);
      expect(await page.locator('main').textContent()).toMatch(/INV-\d{4}-\d{4}/);
      expect(
        await page.getByRole('link', { name: company.issued.download }).getAttribute('href'),
      ).toMatch(/^\/api\/invoices\/[\w-]+\/pdf$/);
    } finally {
      await context.close();
    }
  });
});
