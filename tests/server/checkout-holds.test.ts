import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cohortSaleApps, payWithApprovedCard, type StoreKind } from './support/cohort-sale-app';
import { checkoutBody, type PaymentsApp } from './support/payments-app';
import { STORE_KINDS } from './support/store-kinds';

/*
 * Seats held only by people who are really buying (docs/purchase.md "Seats"): one open hold per
 * buyer and cohort, at most three per client address, through POST /api/checkout.
 */

const NOW = new Date('2026-11-24T10:00:00Z');
const COHORT = 4;
const HOLD_MS = 30 * 60_000;
/** Open holds one client address may have in a cohort (core/cohort/checkout-holds.ts). */
const HOLDS_PER_ADDRESS = 3;

const openCohort = cohortSaleApps();

/** The app with one open cohort of `capacity` seats, on a store of `kind` (memory by default). */
function appWith(
  capacity: number,
  options: { env?: Record<string, string>; kind?: StoreKind } = {},
): Promise<PaymentsApp> {
  return openCohort({ capacity, now: NOW, number: COHORT, ...options });
}

/** Buyer `i`'s own e-mail and Georgian mobile number. */
const buyer = (i: number) => ({
  email: `buyer${i}@example.ge`,
  phoneNumber: `599 ${String(i).padStart(6, '0')}`,
});

function checkout(
  app: PaymentsApp,
  address: string,
  contact: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: checkoutBody(contact),
    remoteAddress: address,
  });
}

const codeOf = (response: LightMyRequestResponse) =>
  response.statusCode === 201 ? 201 : `${response.statusCode} ${response.json().error.code}`;

const tally = (values: readonly unknown[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[String(value)] = (counts[String(value)] ?? 0) + 1;
    return counts;
  }, {});

async function heldSeats(app: PaymentsApp): Promise<number> {
  const seats = await app.store.countCohortSeats(
    COHORT,
    new Date(app.clock.now().getTime() - HOLD_MS),
  );
  return seats.held;
}

async function seatsLeft(app: PaymentsApp): Promise<number> {
  const catalogue = (await app.app.inject({ method: 'GET', url: '/api/catalogue' })).json();
  return catalogue.sale.seatsLeft;
}

const pay = payWithApprovedCard;

describe('sixty unpaid checkouts from six addresses (the default rate limit)', () => {
  it('hold 18 of 30 seats, and a buyer from a seventh address still gets one', async () => {
    const app = await appWith(30, { env: { CHECKOUT_RATE_LIMIT_PER_MINUTE: '10' } });
    const addresses = Array.from({ length: 6 }, (_, a) => `198.51.100.${a + 1}`);
    // Ten a minute from each address: exactly what the rate limit lets through.
    const answers = await Promise.all(
      addresses.flatMap((address, a) =>
        Array.from({ length: 10 }, (_, i) => checkout(app, address, buyer(a * 10 + i))),
      ),
    );
    const codes = answers.map(codeOf);
    console.info(`[60 from 6] answers ${JSON.stringify(tally(codes))}`);
    expect(tally(codes)).toEqual({
      201: 6 * HOLDS_PER_ADDRESS,
      '429 CHECKOUT_HOLDS_LIMIT': 60 - 6 * HOLDS_PER_ADDRESS,
    });
    expect(await heldSeats(app)).toBe(18);

    const real = await checkout(app, '203.0.113.7', buyer(99));
    console.info(`[60 from 6] the buyer from a seventh address: ${real.statusCode}`);
    expect(real.statusCode).toBe(201);
    expect(await heldSeats(app)).toBe(19);
    expect(await seatsLeft(app)).toBe(11);
    // Refused checkouts never reached the card provider.
    expect(app.flitt.provider.receivedOrders()).toHaveLength(19);
  });
});

describe('one open hold per buyer and cohort', () => {
  it('a second checkout with the same e-mail or the same phone takes no second seat', async () => {
    const app = await appWith(30);
    const first = await checkout(app, '198.51.100.1', buyer(1));
    expect(first.statusCode).toBe(201);
    // The same e-mail typed in capitals, another phone, from another address.
    const sameEmail = await checkout(app, '198.51.100.2', {
      email: 'BUYER1@example.ge',
      phoneNumber: buyer(2).phoneNumber,
    });
    expect(sameEmail.statusCode).toBe(201);
    expect(await heldSeats(app)).toBe(1);
    // Another e-mail with the phone of the checkout before.
    const samePhone = await checkout(app, '198.51.100.3', {
      email: 'someone.else@example.ge',
      phoneNumber: buyer(2).phoneNumber,
    });
    expect(samePhone.statusCode).toBe(201);
    expect(await heldSeats(app)).toBe(1);
    expect(await seatsLeft(app)).toBe(29);
    const orders = await app.store.listOrders({ cohortNumber: COHORT });
    expect(orders).toHaveLength(3);
    // The earlier orders gave their seats up but still await their payment.
    expect(orders.every((order) => order.status === 'payment_initiated')).toBe(true);
  });

  it('a late payment of an order whose hold passed to a newer checkout is still completed', async () => {
    const app = await appWith(30);
    const first = await checkout(app, '198.51.100.1', buyer(1));
    await checkout(app, '198.51.100.1', buyer(1));
    expect(await pay(app, first.json().checkoutToken)).toBe('approved');
    await app.flitt.provider.settled();
    const paid = await app.store.findRegistrationByPublicToken(first.json().orderToken);
    expect(paid).toMatchObject({ status: 'payment_completed', overbookedAt: null });
  });
});

describe(`at most ${HOLDS_PER_ADDRESS} open holds per client address`, () => {
  it('refuses the fourth unpaid checkout from one address with 429 CHECKOUT_HOLDS_LIMIT', async () => {
    const app = await appWith(30);
    const address = '198.51.100.9';
    for (let i = 1; i <= HOLDS_PER_ADDRESS; i += 1) {
      expect((await checkout(app, address, buyer(i))).statusCode).toBe(201);
    }
    const fourth = await checkout(app, address, buyer(4));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: { code: 'CHECKOUT_HOLDS_LIMIT' } });
    expect(await heldSeats(app)).toBe(HOLDS_PER_ADDRESS);
    expect(app.flitt.provider.receivedOrders()).toHaveLength(HOLDS_PER_ADDRESS);
    // A buyer already holding starts again from the same address; another address is not limited.
    expect((await checkout(app, address, buyer(2))).statusCode).toBe(201);
    expect((await checkout(app, '198.51.100.10', buyer(4))).statusCode).toBe(201);
    // Once the holds have run out, the address may hold seats again.
    app.clock.advance(HOLD_MS);
    expect((await checkout(app, address, buyer(5))).statusCode).toBe(201);
  });

  it('counts every address of one IPv6 /64 as one address', async () => {
    const app = await appWith(30);
    for (let i = 1; i <= HOLDS_PER_ADDRESS; i += 1) {
      expect((await checkout(app, `2001:db8:7:1::${i}`, buyer(i))).statusCode).toBe(201);
    }
    expect(codeOf(await checkout(app, '2001:db8:7:1:ffff::1', buyer(4)))).toBe(
      '429 CHECKOUT_HOLDS_LIMIT',
    );
    expect((await checkout(app, '2001:db8:7:2::1', buyer(4))).statusCode).toBe(201);
  });

  it('keeps a key of the address with each order, never the address', async () => {
    const app = await appWith(30);
    const started = await checkout(app, '198.51.100.77', buyer(1));
    const order = await app.store.findRegistrationByPublicToken(started.json().orderToken);
    expect(order?.holdAddressKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(order)).not.toContain('198.51.100.77');
  });
});

describe('a buyer whose hold ran out', () => {
  it('is told the order expired, not that it is still pending', async () => {
    const app = await appWith(30);
    const started = await checkout(app, '198.51.100.1', buyer(1));
    const lookup = async () =>
      (
        await app.app.inject({
          method: 'GET',
          url: `/api/payment/customer/${started.json().orderToken}`,
        })
      ).json().paymentStatus;
    expect(await lookup()).toBe('pending');
    app.clock.advance(HOLD_MS);
    expect(await lookup()).toBe('expired');
  });
});

describe.each(STORE_KINDS)(
  'ten buyers from ten addresses, each sending twice, for 3 seats ($name)',
  (kind) => {
    it('exactly 3 buyers hold seats, none holds two, and at most 3 are paid after every approval', async () => {
      const app = await appWith(3, { kind });
      const attempts = Array.from({ length: 10 }, (_, i) =>
        [0, 1].map(async () => ({
          i,
          answer: await checkout(app, `198.51.100.${i + 1}`, buyer(i)),
        })),
      ).flat();
      const answers = await Promise.all(attempts);
      const accepted = answers.filter(({ answer }) => answer.statusCode === 201);
      const buyersIn = new Set(accepted.map(({ i }) => i));
      console.info(
        `[${kind.name}] answers ${JSON.stringify(tally(answers.map(({ answer }) => codeOf(answer))))}; ` +
          `buyers holding ${buyersIn.size}`,
      );
      expect(buyersIn.size).toBe(3);
      expect(await heldSeats(app)).toBe(3);
      const refused = answers.filter(({ answer }) => answer.statusCode !== 201);
      expect(new Set(refused.map(({ answer }) => codeOf(answer)))).toEqual(
        new Set(['409 COHORT_FULL']),
      );
      // Each buyer in pays the checkout that holds their seat (a newer one of theirs replaced the other).
      const checkoutTokens = new Map(
        accepted.map(({ answer }) => [answer.json().orderToken, answer.json().checkoutToken]),
      );
      const heldSince = new Date(NOW.getTime() - HOLD_MS);
      for (const i of buyersIn) {
        const [held, ...more] = await app.store.transaction((tx) =>
          tx.findOpenHolds({
            cohortNumber: COHORT,
            heldSince,
            ...buyer(i),
            phone: '',
            addressKey: '',
          }),
        );
        expect(more).toEqual([]);
        expect(await pay(app, checkoutTokens.get(held?.publicToken ?? '') ?? '')).toBe('approved');
      }
      await app.flitt.provider.settled();
      const after = await app.store.listOrders({ cohortNumber: COHORT });
      const paid = after.filter((order) => order.status === 'payment_completed');
      console.info(`[${kind.name}] orders ${after.length}, paid ${paid.length}`);
      expect(paid.length).toBeLessThanOrEqual(3);
      expect(new Set(paid.map((order) => order.contact.email)).size).toBe(paid.length);
      expect(paid.every((order) => order.overbookedAt === null)).toBe(true);
    });
  },
);
