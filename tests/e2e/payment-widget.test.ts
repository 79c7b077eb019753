import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCookieValue } from '../../core/consent/tracking-consent';
import { launchChromium } from './support/browser';
import {
  orderRows,
  outboxRows,
  type PaymentSite,
  payWithTestCard,
  startPaymentSite,
  TEST_CARDS,
} from './support/payment-site';

/** What the page saw from the widget: event names and the order data or error code. */
interface WidgetEvent {
  readonly name: string;
  readonly orderStatus?: string;
  readonly errorCode?: string;
}

/**
 * Starts a checkout from the page (as the checkout UI does), mounts the widget from the URL the
 * server answered, and records its events. The page is `/{lang}` so the site's real CSP applies.
 */
async function openWidget(page: Page, site: PaymentSite, language: 'ka' | 'en') {
  // A buyer who accepted advertising: only then is the Purchase conversion queued
  // (docs/messaging.md, conversions only with consent).
  await page.context().addCookies([
    {
      name: CONSENT_COOKIE,
      value: consentCookieValue({ analytics: true, advertising: true }, new Date()),
      url: site.server.baseUrl,
    },
  ]);
  await page.goto(`${site.server.baseUrl}/${language}`);
  return page.evaluate(async (lang) => {
    const response = await fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: lang === 'ka' ? 'ნინო' : 'Nina',
        lastName: 'Beridze',
        email: `${lang}-${Date.now()}@example.ge`,
        phoneNumber: '555123456',
        language: lang,
      }),
    });
    const started = await response.json();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = started.widget.styleUrl;
    document.head.append(link);
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = started.widget.scriptUrl;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('widget script blocked'));
      document.head.append(script);
    });
    const box = document.createElement('div');
    box.id = 'payment-box';
    document.body.prepend(box);
    const events: unknown[] = [];
    (window as unknown as { widgetEvents: unknown[] }).widgetEvents = events;
    type Model = { attr(path: string): unknown };
    const app = (
      window as unknown as {
        checkout: (
          el: Element,
          config: unknown,
        ) => { $on(n: string, f: (m: Model) => void): unknown };
      }
    ).checkout(box, {
      options: {
        methods: ['card'],
        card_icons: ['visa', 'mastercard'],
        full_screen: false,
        locales: [lang],
      },
      params: { token: started.checkoutToken },
    });
    app.$on('ready', () => events.push({ name: 'ready' }));
    app.$on('success', (model) => {
      const data = model.attr('order.order_data') as { order_status: string };
      events.push({ name: 'success', orderStatus: data.order_status });
    });
    app.$on('error', (model) => {
      const data = model.attr('order.order_data') as { order_status?: string } | undefined;
      events.push({
        name: 'error',
        errorCode: String(model.attr('error.code')),
        orderStatus: data?.order_status,
      });
    });
    return started.orderToken as string;
  }, language);
}

const eventsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { widgetEvents: WidgetEvent[] }).widgetEvents);

async function waitForEvent(page: Page, name: string): Promise<WidgetEvent> {
  await page.waitForFunction(
    (wanted) =>
      (window as unknown as { widgetEvents: { name: string }[] }).widgetEvents.some(
        (e) => e.name === wanted,
      ),
    name,
  );
  const found = (await eventsOf(page)).find((event) => event.name === name);
  if (found === undefined) throw new Error(`no ${name} event`);
  return found;
}

async function paymentStatus(site: PaymentSite, token: string): Promise<string> {
  const response = await fetch(`${site.server.baseUrl}/api/payment/customer/${token}`);
  return ((await response.json()) as { paymentStatus: string }).paymentStatus;
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['demo', 'fake'] as const)('the local Flitt widget in Chromium (%s)', (flitt) => {
  let site: PaymentSite;
  beforeAll(async () => {
    site = await startPaymentSite({ flitt });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it.each(['ka', 'en'] as const)(
    'pays with the approved test card (%s): one paid order, one row, one SMS',
    async (language) => {
      const page = await browser.newPage();
      try {
        const token = await openWidget(page, site, language);
        await waitForEvent(page, 'ready');
        await payWithTestCard(page, TEST_CARDS.approved);
        expect(await waitForEvent(page, 'success')).toMatchObject({ orderStatus: 'approved' });
        expect(await paymentStatus(site, token)).toBe('approved');
        const order = orderRows(site).find((row) => row.public_token === token);
        expect(order).toMatchObject({ status: 'payment_completed', payment_status: 'approved' });
        await until(() =>
          outboxRows(site, 'sheet.customer').every((row) => row.status === 'delivered'),
        );
        await until(() =>
          outboxRows(site, 'sms.purchase_confirmation').every((row) => row.status === 'delivered'),
        );
        const key = `${order?.merchant_order_id}:`;
        expect(
          site.sheets.rows().filter((row) => String(row.idempotencyKey).startsWith(key)),
        ).toHaveLength(1);
        expect(
          outboxRows(site, 'conversion.purchase').filter((r) => r.idempotency_key.startsWith(key)),
        ).toHaveLength(1);
      } finally {
        await page.close();
      }
    },
  );

  it('reports a decline as an error event with the order data', async () => {
    const page = await browser.newPage();
    try {
      const token = await openWidget(page, site, 'ka');
      await payWithTestCard(page, TEST_CARDS.declined);
      expect(await waitForEvent(page, 'error')).toMatchObject({
        errorCode: '1004',
        orderStatus: 'declined',
      });
      expect(await paymentStatus(site, token)).toBe('declined');
    } finally {
      await page.close();
    }
  });
});

describe('a lost callback in Chromium', () => {
  let site: PaymentSite;
  beforeAll(async () => {
    site = await startPaymentSite({
      callbacks: 'never',
      reconcileAfterSeconds: 1,
      reconcileIntervalMs: 300,
    });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('stays pending until the reconciliation job asks the status API, then approved once', async () => {
    const page = await browser.newPage();
    try {
      const token = await openWidget(page, site, 'en');
      await payWithTestCard(page, TEST_CARDS.approved);
      await waitForEvent(page, 'success');
      // The job asks at doubling ages (1, 2, 4, 8, 16, 32 s after the checkout; docs/purchase.md
      // "Reconciliation"), so a payment made within 16 s of opening the widget is seen by 32 s.
      await until(async () => (await paymentStatus(site, token)) === 'approved', 40_000);
      expect(outboxRows(site, 'conversion.purchase')).toHaveLength(1);
    } finally {
      await page.close();
    }
  });
});
