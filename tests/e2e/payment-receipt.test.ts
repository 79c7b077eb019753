import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import { CHECKOUT_TEXTS, routeContract } from './support/checkout-contract';
import { recordLayoutShifts, unexpectedLayoutShift } from './support/layout-shift';
import { setUpSite } from './support/site-server';
import { visit } from './support/visit';

/*
 * docs/purchase.md "Receipt": the success page as a receipt, and the result page holding its room
 * while it asks the server (CLS ≤ 0.01 from the prerendered loading view to the receipt, to a
 * declined payment and while the server still says pending; docs/purchase.md "Payment result page").
 */

const site = setUpSite();

const RECEIPT = {
  orderNumber: 'tc-5d0f6c1e-2b7a-4c55-9a8e-4f1f0d3b9c21',
  paidOn: '2026-11-24',
  amountTetri: 270_000,
  currency: 'GEL',
  vat: { kind: 'included', ratePercent: 18, amountTetri: 41_186 },
  cohortNumber: 4,
};

const EXPECTED: Record<Language, readonly string[]> = {
  ka: ['24 ნოემბერი, 2026', '2700\u00a0₾', 'მათ შორის დღგ (18%)', '411,86\u00a0₾'],
  en: ['November 24, 2026', '₾2,700', 'Including VAT (18%)', '₾411.86'],
};

describe.each<Language>(['ka', 'en'])('payment receipt in %s', (language) => {
  const texts = CHECKOUT_TEXTS[language].payment;

  it.each([
    { width: 360, height: 740 },
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ])('shows the receipt without shifting the page at $width px', async (viewport) => {
    const { page, problems } = await visit(
      site.browser,
      site.server.baseUrl,
      `/${language}/payment-success?order_status=approved&token=receipt-token-abcdefghijkl`,
      {
        viewport,
        prepare: async (context) => {
          await recordLayoutShifts(context);
          await routeContract(context, {
            customer: [
              { status: 200, body: { firstName: 'Nino', paymentStatus: 'pending' } },
              {
                status: 200,
                body: { firstName: 'Nino', paymentStatus: 'approved', receipt: RECEIPT },
              },
            ],
          });
        },
      },
    );
    const title = texts.success.titleNamed.replace('{{name}}', 'Nino');
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(500);
    const shift = await unexpectedLayoutShift(page);
    console.log(
      `${language} ${viewport.width}px: layout shift loading → receipt ${shift.toFixed(4)}`,
    );
    expect(shift).toBeLessThanOrEqual(0.01);
    const receipt = (await page.locator('.receipt').textContent()) ?? '';
    for (const expected of [RECEIPT.orderNumber, ...EXPECTED[language]]) {
      expect(receipt).toContain(expected);
    }
    await page.getByRole('heading', { level: 2, name: texts.next.title }).waitFor();
    const overflow = await page.evaluate(
      () => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems()).toEqual([]);
  });
});

describe.each<Language>(['ka', 'en'])('payment result frame in %s', (language) => {
  const texts = CHECKOUT_TEXTS[language].payment;

  it('shifts nothing for a declined payment, nor while the server says pending', async () => {
    const outcomes = [
      {
        query: 'order_status=declined&response_code=1004&token=declined-token-abcdefghijkl',
        answer: { firstName: 'Nino', paymentStatus: 'declined' },
        // The decline reason is the lead sentence, in the page's language.
        settled: (page: Page) =>
          page.locator('[data-view="failed"] [data-reason="bankDeclined"]').waitFor(),
      },
      {
        query: 'token=pending-token-abcdefghijkl',
        answer: { firstName: 'Nino', paymentStatus: 'pending' },
        // Still checking: the loading view stays, its lead a status, once the server has answered.
        settled: async (page: Page, lookups: () => number) => {
          await page.getByRole('status').filter({ hasText: texts.loading.body }).waitFor();
          await expect.poll(lookups, { timeout: 10_000 }).toBeGreaterThan(0);
        },
      },
    ];
    for (const outcome of outcomes) {
      let lookups = 0;
      const { page, problems } = await visit(
        site.browser,
        site.server.baseUrl,
        `/${language}/payment-success?${outcome.query}`,
        {
          viewport: { width: 390, height: 844 },
          prepare: async (context) => {
            await recordLayoutShifts(context);
            await routeContract(context, { customer: [{ status: 200, body: outcome.answer }] });
            context.on('request', (request) => {
              if (request.url().includes('/api/payment/customer/')) lookups += 1;
            });
          },
        },
      );
      await outcome.settled(page, () => lookups);
      await page.waitForTimeout(500);
      const shift = await unexpectedLayoutShift(page);
      console.log(`${language} ${outcome.answer.paymentStatus}: layout shift ${shift.toFixed(4)}`);
      expect(shift).toBeLessThanOrEqual(0.01);
      expect(problems()).toEqual([]);
    }
  });
});
