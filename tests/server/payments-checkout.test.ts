import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigFixture } from '../support/site-config-fixture';
import { waitFor } from './support/lead-delivery-app';
import {
  ADVERTISING_CONSENT_COOKIE,
  buildPaymentsApp,
  checkoutBody,
  type PaymentsApp,
  startCheckout,
} from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

let fixture: SiteFixture;
let payments: PaymentsApp;

beforeAll(async () => {
  fixture = createSiteFixture();
  payments = await buildPaymentsApp(fixture);
});
afterAll(async () => {
  await payments.app.close();
  fixture.remove();
});

describe('GET /api/catalogue', () => {
  it('answers the server price, the cohort and the server time, never cached', async () => {
    const response = await payments.app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      serverTime: '2025-10-01T10:00:00.000Z',
      // The next configured change: the early-bird deadline.
      changesAt: '2025-10-31T19:59:59.000Z',
      currency: 'GEL',
      vatRatePercent: 18,
      vatIncluded: true,
      sale: { state: 'open', seatsLeft: 100_000, opensAt: null },
      price: {
        currentTetri: 250_000,
        earlyBird: true,
        earlyBirdTetri: 250_000,
        regularTetri: 270_000,
        earlyBirdDeadline: '2025-10-31T19:59:59.000Z',
        // The regular price follows the early bird; no earlier price is configured.
        reference: { priceTetri: 270_000, basis: 'regular', discountPercent: 7 },
        previousPrices: [],
      },
      cohort: {
        number: 3,
        startDate: '2025-10-31T20:00:00.000Z',
        earlyBirdDeadline: '2025-10-31T19:59:59.000Z',
        registrationOpenDate: null,
        registrationCloseDate: null,
        maxCapacity: 100_000,
      },
    });
  });
});

describe('POST /api/checkout', () => {
  it('starts an order at the server price and answers both tokens and the widget', async () => {
    const response = await payments.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: checkoutBody({ utm: { source: 'facebook' } }),
      headers: { cookie: ADVERTISING_CONSENT_COOKIE },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      checkoutToken: expect.stringMatching(/^[0-9a-f]{40}$/),
      orderToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      amountTetri: 250_000,
      currency: 'GEL',
      // No promo code was given (docs/purchase.md "Promo codes").
      promo: null,
      widget: {
        scriptUrl: '/flitt-demo/latest/checkout-vue/checkout.js',
        styleUrl: '/flitt-demo/latest/checkout-vue/checkout.css',
      },
    });
    const order = await payments.store.findRegistrationByPublicToken(body.orderToken);
    expect(order).toMatchObject({
      status: 'payment_initiated',
      priceTetri: 250_000,
      cohortNumber: 3,
      overbookedAt: null,
      language: 'ka',
      source: 'checkout',
      utm: { source: 'facebook' },
    });
    expect(order?.contact).toEqual({
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      email: 'nino@example.ge',
      phone: '+995555123456',
      city: null,
      linkedIn: null,
    });
    const customer = await payments.store.findCustomerByEmail('nino@example.ge');
    expect(customer).toMatchObject({ id: order?.customerId, firstName: 'ნინო' });
    const [sent] = payments.flitt.provider
      .receivedOrders()
      .filter((o) => o.request.order_id === order?.merchantOrderId);
    expect(sent?.request).toMatchObject({
      amount: '250000',
      currency: 'GEL',
      lang: 'ka',
      sender_email: 'nino@example.ge',
      // The course's one configured name, in the buyer's language (docs/site.md "Product name").
      order_desc: siteConfigFixture().course.name.ka,
      server_callback_url: 'https://example.ge/api/payment/payment-callback',
      response_url: `https://example.ge/api/payment/return?lang=ka&token=${body.orderToken}`,
    });
    await waitFor(async () =>
      payments.conversions.counted().some((c) => c.event.type === 'InitiateCheckout'),
    );
    expect(order).toMatchObject({ advertisingConsent: true, marketingOptIn: false });
    expect(order?.expressStartRequestedAt).toBeNull();
  });

  it('stores the two checkboxes, and queues no conversion for a visitor without advertising consent', async () => {
    const withoutConsent = await startCheckout(
      payments,
      { email: 'no-ads@example.ge', marketingOptIn: true, expressStart: true },
      '',
    );
    const analyticsOnly = await startCheckout(
      payments,
      { email: 'analytics-only@example.ge' },
      'tc_consent=v1.an1.ad0.2026-11-24',
    );
    for (const started of [withoutConsent, analyticsOnly]) {
      const order = await payments.store.findRegistrationByPublicToken(started.orderToken);
      expect(order).toMatchObject({ status: 'payment_initiated', advertisingConsent: false });
      const keys = (await payments.store.listOutbox()).map((message) => message.idempotencyKey);
      expect(keys).not.toContain(`${started.merchantOrderId}:conversion.initiate_checkout`);
    }
    const ticked = await payments.store.findRegistrationByPublicToken(withoutConsent.orderToken);
    expect(ticked?.marketingOptIn).toBe(true);
    expect(ticked?.expressStartRequestedAt).toEqual(payments.clock.now());
    const refused = await payments.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: checkoutBody({ email: 'x@example.ge', expressStart: 'yes' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([
      { field: 'expressStart', code: 'VALIDATION_ERROR' },
    ]);
  });

  it('charges the next cohort’s current price once its early-bird deadline has passed', async () => {
    // 10 February 2027: cohort 3 has started, cohort 4 is open, its early bird ended on 31 January.
    const shift = Date.parse('2027-02-10T10:00:00Z') - payments.clock.now().getTime();
    payments.clock.advance(shift);
    try {
      const started = await startCheckout(payments, { email: 'late@example.ge' });
      expect(started.amountTetri).toBe(270_000);
      const order = await payments.store.findRegistrationByPublicToken(started.orderToken);
      expect(order).toMatchObject({ cohortNumber: 4, priceTetri: 270_000 });
    } finally {
      payments.clock.advance(-shift);
    }
  });

  it('answers field codes for bad contact data and refuses unknown keys', async () => {
    const response = await payments.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: checkoutBody({ firstName: ' a ', phoneNumber: '123', amount: 1 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { firstName: 'name.too_short', phoneNumber: expect.stringMatching(/^phone\./) },
    });
  });

  it('refuses text/plain and form posts (CSRF) with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await payments.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { 'content-type': type },
        payload: 'firstName=a',
      });
      expect(response.statusCode).toBe(415);
    }
  });
});

describe('the offline demo widget assets', () => {
  it('serves checkout.js and checkout.css under the site origin, allowed by the CSP', async () => {
    const script = await payments.app.inject({
      url: '/flitt-demo/latest/checkout-vue/checkout.js',
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('window.checkout');
    const style = await payments.app.inject({
      url: '/flitt-demo/latest/checkout-vue/checkout.css',
    });
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(String(script.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
