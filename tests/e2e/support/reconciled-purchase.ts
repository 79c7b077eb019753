import { describe, expect, it } from 'vitest';
import type { Language } from '../../../core/language/languages';
import { moveServerClock } from './calendar-walk';
import { CHECKOUT_TEXTS } from './checkout-contract';
import { setUpFunnelSite } from './funnel-site';
import {
  type Buyer,
  ordersOf,
  payContactStep,
  payWithCard,
  TEST_CARDS,
  waitUntil,
} from './purchase';
import { visit } from './visit';

/*
 * A journey file per language (purchase-reconciliation.{ka,en}.test.ts), so the two runs overlap.
 * The server callback never arrives: the result page polls our server for 30 s, says it cannot tell
 * (unknown), and once the reconciliation job has asked the provider, a recheck shows the success.
 * The page's clock is Playwright's: its 30 s polling window is skipped ahead rather than waited
 * out. Reconciliation asks about orders 10 minutes old on the server's test clock, which the test
 * moves on only once the page shows unknown: however slow the machine, the job's answer can reach
 * the page only through the recheck (a real-time delay could beat the page on a loaded machine).
 */

/** Declares the journey for one language in the calling test file. */
export function describeReconciledPurchase(language: Language): void {
  const funnel = setUpFunnelSite({
    FLITT_MODE: 'demo',
    FLITT_DEMO_CALLBACKS: 'never',
    NODE_ENV: 'test',
    CLOCK_START: new Date().toISOString(),
    RECONCILE_AFTER_SECONDS: '600',
    RECONCILE_INTERVAL_MS: '1000',
  });

  const BUYERS: Record<Language, Buyer> = {
    ka: {
      firstName: 'თამარ',
      lastName: 'ჯაფარიძე',
      email: 'tamar.rec@example.ge',
      national: '555100401',
    },
    en: {
      firstName: 'Luka',
      lastName: 'Chkheidze',
      email: 'luka.rec@example.ge',
      national: '599100402',
    },
  };

  describe(`a payment whose callback never arrives, in ${language}`, () => {
    const texts = CHECKOUT_TEXTS[language].payment;

    it('shows unknown, then success after reconciliation', { timeout: 90_000 }, async () => {
      const buyer = BUYERS[language];
      const { page } = await visit(
        funnel.browser,
        funnel.site.server.baseUrl,
        `/${language}/checkout`,
        { prepare: (context) => context.clock.install() },
      );
      await payContactStep(page, language, buyer);
      // The result page's 30 s window starts with its first lookup. The loading heading shows before
      // that (prerendered, and rendered before the effect that asks), so a skip ahead timed by the
      // heading alone could land before the window and leave the page polling 30 s more.
      const firstLookup = page.waitForRequest(
        (request) =>
          request.url().includes('/api/payment/customer/') &&
          new URL(request.frame().url()).pathname.endsWith('/payment-success'),
        { timeout: 30_000 },
      );
      await payWithCard(page, language, TEST_CARDS.approved);
      await page
        .getByRole('heading', { level: 1, name: texts.loading.title })
        .waitFor({ timeout: 20_000 });
      await firstLookup;
      await page.clock.fastForward('00:31');
      await page
        .getByRole('heading', { level: 1, name: texts.unknown.title })
        .waitFor({ timeout: 15_000 });
      expect(ordersOf(funnel.site.server, buyer.email)[0]?.payment_status).not.toBe('approved');

      // The server's clock started at CLOCK_START, a little behind real time: the order is over 600 s
      // old on it once the clock reads 601 s past the real now.
      await moveServerClock(funnel.site.server.baseUrl, new Date(Date.now() + 601_000));

      await waitUntil(
        () => ordersOf(funnel.site.server, buyer.email),
        (rows) => rows[0]?.payment_status === 'approved',
        'the reconciled order',
        30_000,
      );
      await page.getByRole('button', { name: texts.actions.recheck }).click();
      const greeting = texts.success.titleNamed.replace('{{name}}', buyer.firstName);
      await page.getByRole('heading', { level: 1, name: greeting }).waitFor({ timeout: 20_000 });
      expect(ordersOf(funnel.site.server, buyer.email)).toHaveLength(1);
    });
  });
}
