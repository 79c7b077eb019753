import { describe, expect, it } from 'vitest';
import { cohortSaleApps, payWithApprovedCard, type StoreKind } from './support/cohort-sale-app';
import { checkoutBody, type PaymentsApp } from './support/payments-app';
import { STORE_KINDS } from './support/store-kinds';

const NOW = new Date('2026-11-24T10:00:00Z');
const BUYERS = 10;
const SEATS = 3;

const openCohort = cohortSaleApps();
const appOn = (kind: StoreKind) => openCohort({ capacity: SEATS, now: NOW, kind });

const buyer = (i: number) =>
  checkoutBody({ email: `buyer${i}@example.ge`, phoneNumber: `555 00 00 ${10 + i}` });

/** Ten buyers on ten connections: one address holds at most three seats (docs/purchase.md "Seats"). */
const addressOf = (i: number) => `198.51.100.${i + 1}`;

/** One buyer: start the checkout, and when it is accepted pay with the approved test card. */
async function buyAndPay(app: PaymentsApp, i: number) {
  const started = await app.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: buyer(i),
    remoteAddress: addressOf(i),
  });
  if (started.statusCode !== 201)
    return { checkout: started.statusCode, code: started.json().error.code };
  const paid = await payWithApprovedCard(app, started.json().checkoutToken);
  return { checkout: started.statusCode, paid };
}

const tally = (values: readonly unknown[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    const key = String(value);
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

describe.each(STORE_KINDS)('a cohort of 3 seats and 10 concurrent buyers ($name)', (kind) => {
  it('opens at most 3 orders; the others are refused with COHORT_FULL', async () => {
    const app = await appOn(kind);
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        app.app.inject({
          method: 'POST',
          url: '/api/checkout',
          payload: buyer(i),
          remoteAddress: addressOf(i),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const codes = answers.filter((a) => a.statusCode !== 201).map((a) => a.json().error.code);
    console.info(`[${kind.name}] checkout answers ${JSON.stringify(tally(statuses))}`);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SEATS);
    expect(codes).toEqual(Array(BUYERS - SEATS).fill('COHORT_FULL'));
    const seats = await app.store.countCohortSeats(4, new Date(NOW.getTime() - 1));
    expect(seats).toMatchObject({ paid: 0, held: SEATS });
    expect(await app.store.listOrders({ cohortNumber: 4 })).toHaveLength(SEATS);
  });

  it('paying through the local Flitt: at most 3 paid and recorded, nobody else charged', async () => {
    const app = await appOn(kind);
    const outcomes = await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyAndPay(app, i)));
    await app.flitt.provider.settled();
    const orders = await app.store.listOrders({ cohortNumber: 4 });
    const paid = orders.filter((o) => o.status === 'payment_completed');
    console.info(
      `[${kind.name}] buyers ${JSON.stringify(tally(outcomes.map((o) => o.paid ?? o.code)))}; ` +
        `orders ${orders.length}, paid ${paid.length}, ` +
        `provider orders ${app.flitt.provider.receivedOrders().length}`,
    );
    expect(paid.length).toBeLessThanOrEqual(SEATS);
    expect(paid).toHaveLength(outcomes.filter((o) => o.paid === 'approved').length);
    expect(outcomes.filter((o) => o.checkout === 409).map((o) => o.code)).toEqual(
      Array(BUYERS - paid.length).fill('COHORT_FULL'),
    );
    // Refused buyers never reached the card provider, so none of them can have been charged.
    expect(app.flitt.provider.receivedOrders()).toHaveLength(orders.length);
    expect(orders.every((o) => o.overbookedAt === null)).toBe(true);
    const catalogue = (await app.app.inject({ method: 'GET', url: '/api/catalogue' })).json();
    expect(catalogue.sale).toEqual({ state: 'full', seatsLeft: 0, opensAt: null });
  });
});
