import { afterEach, describe, expect, it } from 'vitest';
import { cohortAround, siteConfigFixture } from '../support/site-config-fixture';
import { createTestClock } from './support/lead-delivery-app';
import {
  buildPaymentsApp,
  checkoutBody,
  type PaymentsApp,
  postCallback,
  signedCallback,
  startCheckout,
} from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

const NOW = new Date('2026-11-24T10:00:00Z');
const MINUTE = 60_000;

let fixture: SiteFixture | undefined;
let payments: PaymentsApp | undefined;

afterEach(async () => {
  await payments?.app.close();
  fixture?.remove();
  payments = undefined;
  fixture = undefined;
});

/** The app on a configuration of `cohorts`, at NOW on a test clock. */
async function appWith(cohorts: Parameters<typeof siteConfigFixture>[0]): Promise<PaymentsApp> {
  fixture = createSiteFixture();
  payments = await buildPaymentsApp(fixture, {
    env: { LOG_LEVEL: 'error' },
    clock: createTestClock(NOW),
    siteConfig: siteConfigFixture(cohorts),
  });
  return payments;
}

const catalogue = async (app: PaymentsApp) =>
  (await app.app.inject({ method: 'GET', url: '/api/catalogue' })).json();

const checkout = (app: PaymentsApp, overrides: Record<string, unknown> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/checkout', payload: checkoutBody(overrides) });

const past = cohortAround(NOW, { number: 3, startInDays: -20, earlyBirdInDays: -21 });

describe('what is on sale follows the clock and the database', () => {
  it('sells the next cohort once the last one started, with its own dates and seats', async () => {
    const next = cohortAround(NOW, {
      number: 4,
      startInDays: 60,
      earlyBirdInDays: 30,
      opensInDays: -3,
      capacity: 5,
    });
    const app = await appWith([past, next]);
    expect(await catalogue(app)).toMatchObject({
      sale: { state: 'open', seatsLeft: 5, opensAt: null },
      price: { currentTetri: 250_000, earlyBird: true },
      cohort: { number: 4, startDate: next.start, maxCapacity: 5 },
    });
    await startCheckout(app, { email: 'a@example.ge' });
    expect((await catalogue(app)).sale.seatsLeft).toBe(4);
    // An unpaid order's hold ends 30 minutes after it was opened: the seat is for sale again.
    app.clock.advance(30 * MINUTE);
    expect((await catalogue(app)).sale.seatsLeft).toBe(5);
  });

  it('says when the next cohort opens and refuses to sell before then', async () => {
    const next = cohortAround(NOW, {
      number: 4,
      startInDays: 90,
      earlyBirdInDays: 60,
      opensInDays: 7,
    });
    const app = await appWith([past, next]);
    expect(await catalogue(app)).toMatchObject({
      sale: { state: 'not_yet_open', seatsLeft: null, opensAt: next.registrationOpens },
      cohort: { number: 4 },
      price: { currentTetri: 250_000 },
    });
    const refused = await checkout(app);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'REGISTRATION_NOT_OPEN' } });
    expect(await app.store.listOrders({})).toEqual([]);
  });

  it('is closed once every cohort is past: no cohort, no price, checkout refused', async () => {
    const app = await appWith([past]);
    expect(await catalogue(app)).toMatchObject({
      sale: { state: 'closed', seatsLeft: null, opensAt: null },
      price: null,
      cohort: null,
    });
    const refused = await checkout(app);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'REGISTRATION_CLOSED' } });
    expect(await app.store.listOrders({})).toEqual([]);
    expect(await app.store.findCustomerByEmail('nino@example.ge')).toBeNull();
  });

  it('is full when paid orders and live holds take every seat', async () => {
    const small = cohortAround(NOW, {
      number: 4,
      startInDays: 30,
      earlyBirdInDays: 10,
      capacity: 2,
    });
    const app = await appWith([small]);
    // Two buyers: their own e-mail and phone each (one buyer holds one seat, docs/purchase.md "Seats").
    await startCheckout(app, { email: 'a@example.ge', phoneNumber: '555 00 00 01' });
    await startCheckout(app, { email: 'b@example.ge', phoneNumber: '555 00 00 02' });
    expect((await catalogue(app)).sale).toEqual({ state: 'full', seatsLeft: 0, opensAt: null });
    const refused = await checkout(app, { email: 'c@example.ge', phoneNumber: '555 00 00 03' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'COHORT_FULL' } });
    expect(await app.store.listOrders({})).toHaveLength(2);
  });
});

describe('one purchase per buyer and cohort', () => {
  it('refuses a buyer who paid with "already registered" on the e-mail, and opens no order', async () => {
    const open = cohortAround(NOW, { number: 4, startInDays: 30, earlyBirdInDays: 10 });
    const app = await appWith([open]);
    const first = await startCheckout(app, { email: 'paid@example.ge' });
    // Unpaid: the buyer may start again (a new order replaces the abandoned one's role).
    await startCheckout(app, { email: 'paid@example.ge' });
    expect((await postCallback(app.app, signedCallback(first.merchantOrderId))).statusCode).toBe(
      200,
    );
    const again = await checkout(app, { email: 'PAID@example.ge' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'EMAIL_ALREADY_REGISTERED',
        issues: [{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }],
      },
    });
    expect(await app.store.listOrders({})).toHaveLength(2);
    expect(app.flitt.provider.receivedOrders().length).toBe(2);
  });
});

describe('a payment that arrives after its seat was sold again', () => {
  it('completes the order (the money was taken) and flags it overbooked for the operator', async () => {
    const one = cohortAround(NOW, { number: 4, startInDays: 30, earlyBirdInDays: 10, capacity: 1 });
    const app = await appWith([one]);
    const late = await startCheckout(app, { email: 'late@example.ge' });
    app.clock.advance(31 * MINUTE);
    const onTime = await startCheckout(app, { email: 'ontime@example.ge' });
    expect((await postCallback(app.app, signedCallback(onTime.merchantOrderId))).statusCode).toBe(
      200,
    );
    const callback = signedCallback(late.merchantOrderId, { payment_id: '800999' });
    expect((await postCallback(app.app, callback)).statusCode).toBe(200);
    const flagged = await app.store.findRegistrationByPublicToken(late.orderToken);
    expect(flagged).toMatchObject({ status: 'payment_completed', cohortNumber: 4 });
    expect(flagged?.overbookedAt).toEqual(app.clock.now());
    const kept = await app.store.findRegistrationByPublicToken(onTime.orderToken);
    expect(kept).toMatchObject({ status: 'payment_completed', overbookedAt: null });
    expect(await app.store.countCohortSeats(4, app.clock.now())).toMatchObject({
      paid: 2,
      overbooked: 1,
    });
  });
});
