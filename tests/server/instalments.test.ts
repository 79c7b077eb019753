import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortSaleApps, type StoreKind } from './support/cohort-sale-app';
import {
  buildPaymentsApp,
  checkoutBody,
  type PaymentsApp,
  startCheckout,
} from './support/payments-app';
import type { SiteFixture } from './support/site-fixture';
import { STORE_KINDS } from './support/store-kinds';

const NOW = new Date('2026-11-24T10:00:00Z');
const MINUTE = 60_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const openCohort = cohortSaleApps();

const applyForInstalment = (app: PaymentsApp, orderToken: string) =>
  app.app.inject({ method: 'POST', url: '/api/checkout/instalment', payload: { orderToken } });

/** The demo bank's answer, as the buyer's button sends it; resolves with where the browser goes. */
async function bankDecides(app: PaymentsApp, checkoutUrl: string, decision: string) {
  const token = new URL(checkoutUrl, 'https://example.ge').searchParams.get('token') ?? '';
  const answer = await app.app.inject({
    method: 'POST',
    url: '/flitt-demo/demo-bank/instalment',
    headers: FORM,
    payload: new URLSearchParams({ token, decision, months: '12' }).toString(),
  });
  await app.flitt.provider.settled();
  expect(answer.statusCode).toBe(303);
  return new URL(String(answer.headers.location));
}

const lookup = async (app: PaymentsApp, orderToken: string) =>
  (await app.app.inject({ url: `/api/payment/customer/${orderToken}` })).json() as {
    paymentStatus: string;
    receipt?: { paymentMethod: string };
  };

describe.each(STORE_KINDS)('bank instalments ($name)', (kind: StoreKind) => {
  it('sends an open order to the bank, holds its seat while the bank decides, and completes it on approval', async () => {
    const app = await openCohort({ capacity: 1, now: NOW, kind });
    const started = await startCheckout(app);
    const answer = await applyForInstalment(app, started.orderToken);
    expect(answer.statusCode).toBe(200);
    const { checkoutUrl } = answer.json() as { checkoutUrl: string };
    expect(checkoutUrl).toMatch(/^\/flitt-demo\/demo-bank\/instalment\?token=[a-f0-9]{40}$/);
    // Flitt got the same price under the attempt's own id, with the bank and its decision time.
    const sent = app.flitt.provider
      .receivedOrders()
      .find((order) => order.request.order_id === `${started.merchantOrderId}-inst`);
    expect(sent?.request).toMatchObject({
      amount: String(started.amountTetri),
      payment_systems: 'installments',
      payment_method: 'x',
      lifetime: '172800',
    });
    // An hour later the card's 30 minutes are long gone, but the seat still waits for the bank.
    app.clock.advance(60 * MINUTE);
    expect((await app.store.countCohortSeats(4, new Date(NOW.getTime() + 30 * MINUTE))).held).toBe(
      1,
    );
    expect((await lookup(app, started.orderToken)).paymentStatus).toBe('pending');
    const full = await app.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: checkoutBody({ email: 'b@example.ge', phoneNumber: '555 00 77 66' }),
      remoteAddress: '198.51.100.9',
    });
    expect(full.json()).toMatchObject({ error: { code: 'COHORT_FULL' } });
    // The card order left behind expires at Flitt: no news for an order the bank is deciding on.
    await app.flitt.provider.settle(started.merchantOrderId, 'expired');
    expect((await lookup(app, started.orderToken)).paymentStatus).toBe('pending');

    const back = await bankDecides(app, checkoutUrl, 'approve');
    expect(back.pathname).toBe('/api/payment/return');
    expect(back.searchParams.get('order_status')).toBe('approved');
    const result = await lookup(app, started.orderToken);
    expect(result.paymentStatus).toBe('approved');
    expect(result.receipt?.paymentMethod).toBe('instalment');
    expect(await app.store.findRegistrationByPublicToken(started.orderToken)).toMatchObject({
      status: 'payment_completed',
      paymentMethod: 'instalment',
    });
  });

  it('fails the order when the bank refuses, and frees its seat', async () => {
    const app = await openCohort({ capacity: 1, now: NOW, kind });
    const started = await startCheckout(app);
    const { checkoutUrl } = (await applyForInstalment(app, started.orderToken)).json() as {
      checkoutUrl: string;
    };
    const back = await bankDecides(app, checkoutUrl, 'refuse');
    expect(back.searchParams.get('order_status')).toBe('declined');
    expect((await lookup(app, started.orderToken)).paymentStatus).toBe('declined');
    expect((await app.store.countCohortSeats(4, NOW)).held).toBe(0);
  });

  it('keeps waiting when the bank decides later, then follows its decision', async () => {
    const app = await openCohort({ capacity: 30, now: NOW, kind });
    const started = await startCheckout(app);
    const { checkoutUrl } = (await applyForInstalment(app, started.orderToken)).json() as {
      checkoutUrl: string;
    };
    const back = await bankDecides(app, checkoutUrl, 'later');
    expect(back.searchParams.get('order_status')).toBe('processing');
    app.clock.advance(24 * 60 * MINUTE);
    expect((await lookup(app, started.orderToken)).paymentStatus).toBe('pending');
    await app.flitt.provider.settle(`${started.merchantOrderId}-inst`, 'approved');
    expect((await lookup(app, started.orderToken)).paymentStatus).toBe('approved');
  });

  it('refuses a second application, an unknown or paid order, and bad input with stable codes', async () => {
    const app = await openCohort({ capacity: 30, now: NOW, kind });
    const started = await startCheckout(app);
    expect((await applyForInstalment(app, started.orderToken)).statusCode).toBe(200);
    const again = await applyForInstalment(app, started.orderToken);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { error: { code: 'INSTALMENT_ALREADY_STARTED' } },
    ]);
    const unknown = await applyForInstalment(app, 'x'.repeat(43));
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: { code: 'ORDER_NOT_FOUND' } },
    ]);
    const malformed = await app.app.inject({
      method: 'POST',
      url: '/api/checkout/instalment',
      payload: { orderToken: started.orderToken, amount: 1 },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    // An order whose 30 minutes ran out without a payment has nothing left to finance.
    const late = await startCheckout(app, {
      email: 'late@example.ge',
      phoneNumber: '555 00 77 88',
    });
    app.clock.advance(31 * MINUTE);
    const expired = await applyForInstalment(app, late.orderToken);
    expect([expired.statusCode, expired.json()]).toEqual([
      409,
      { error: { code: 'ORDER_NOT_PAYABLE' } },
    ]);
  });

  it('keeps the application another instance just sent: Flitt refusing the id twice is not an outage', async () => {
    const app = await openCohort({ capacity: 30, now: NOW, kind });
    const started = await startCheckout(app);
    // The other instance's call reached Flitt first; this one finds the order still on the card.
    const order = await app.store.findRegistrationByPublicToken(started.orderToken);
    await app.flitt.gateway.createInstalmentCheckout({
      orderId: `${started.merchantOrderId}-inst`,
      amount: started.amountTetri as Parameters<
        typeof app.flitt.gateway.createInstalmentCheckout
      >[0]['amount'],
      currency: 'GEL',
      description: 'course',
      language: 'ka',
      resultUrl: 'https://example.ge/api/payment/return',
      callbackUrl: 'https://example.ge/api/payment/payment-callback',
      lifetimeSeconds: 172_800,
    });
    expect(order?.paymentMethod).toBe('card');
    const second = await applyForInstalment(app, started.orderToken);
    expect([second.statusCode, second.json()]).toEqual([
      409,
      { error: { code: 'INSTALMENT_ALREADY_STARTED' } },
    ]);
    // The seat stays held for the bank's decision.
    expect(await app.store.findRegistrationByPublicToken(started.orderToken)).toMatchObject({
      paymentMethod: 'instalment',
    });
  });

  it('is not offered when the configuration offers the card alone', async () => {
    const app = await openCohort({ capacity: 30, now: NOW, kind, instalments: false });
    const started = await startCheckout(app);
    const refused = await applyForInstalment(app, started.orderToken);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { error: { code: 'INSTALMENT_NOT_OFFERED' } },
    ]);
    // The order is still the card's to pay.
    expect(await app.store.findRegistrationByPublicToken(started.orderToken)).toMatchObject({
      paymentMethod: 'card',
      holdCountsFrom: null,
    });
  });
});

/** The real build: the page a form post lands on is rendered by the SSR bundle. */
const ROOT = join(import.meta.dirname, '../..');
const BUILT_SITE: SiteFixture = {
  siteDir: join(ROOT, 'dist/client'),
  localesDir: join(ROOT, 'locales'),
  remove: () => {},
};

describe('bank instalments without JavaScript', () => {
  let app: PaymentsApp;
  beforeAll(async () => {
    app = await buildPaymentsApp(BUILT_SITE);
  });
  afterAll(async () => {
    await app.app.close();
  });

  it('offers the bank on the page the posted checkout lands on, and sends the form to the bank', async () => {
    const posted = await app.app.inject({
      method: 'POST',
      url: '/ka/checkout',
      headers: { ...FORM, origin: 'https://example.ge' },
      payload: new URLSearchParams({
        firstName: 'ნინო',
        lastName: 'ბერიძე',
        email: 'nino@example.ge',
        phoneNumber: '+995 555 12 34 56',
      }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const saved = String(posted.headers.location);
    expect(saved).toMatch(/^\/ka\/checkout\/contact-saved\?order=[A-Za-z0-9_-]{20,}$/);
    const page = await app.app.inject({ url: saved });
    expect(page.statusCode).toBe(200);
    const orderToken = new URL(saved, 'https://example.ge').searchParams.get('order') ?? '';
    expect(page.body).toContain('action="/ka/checkout/instalment"');
    expect(page.body).toContain(`value="${orderToken}"`);
    const sent = await app.app.inject({
      method: 'POST',
      url: '/ka/checkout/instalment',
      headers: { ...FORM, origin: 'https://example.ge' },
      payload: new URLSearchParams({ orderToken }).toString(),
    });
    expect(sent.statusCode).toBe(303);
    expect(String(sent.headers.location)).toMatch(/^\/flitt-demo\/demo-bank\/instalment\?token=/);
    const twice = await app.app.inject({
      method: 'POST',
      url: '/ka/checkout/instalment',
      headers: { ...FORM, origin: 'https://example.ge' },
      payload: new URLSearchParams({ orderToken }).toString(),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('განვადების განაცხადი ბანკს უკვე გაეგზავნა');
  });
});
