import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresStore } from '../../adapters/store/postgres';
import type { promoCodeSchema } from '../../core/site-config/promo-code-schema';
import { siteConfigFixture } from '../support/site-config-fixture';
import {
  cohortSaleApps,
  payWithApprovedCard,
  type StoreKind,
  saleCohort,
} from './support/cohort-sale-app';
import { createTestClock } from './support/lead-delivery-app';
import { buildPaymentsApp, checkoutBody, type PaymentsApp } from './support/payments-app';
import { createSiteFixture } from './support/site-fixture';
import { STORE_KINDS } from './support/store-kinds';

const NOW = new Date('2026-11-24T10:00:00Z');
const DAY_MS = 86_400_000;

/** Ten per cent off whatever is charged, early bird included, five uses. */
const PARTNER: v.InferInput<typeof promoCodeSchema> = {
  code: 'PARTNER10',
  percentOff: 10,
  combinesWithEarlyBird: true,
  maxUses: 5,
};
const EXPIRED: v.InferInput<typeof promoCodeSchema> = {
  code: 'SUMMER',
  amountOff: 30_000,
  validUntil: new Date(NOW.getTime() - DAY_MS).toISOString(),
};
const OTHER_COHORT: v.InferInput<typeof promoCodeSchema> = {
  code: 'COHORT9',
  percentOff: 5,
  cohorts: [9],
};

const openCohort = cohortSaleApps();
const appOn = (kind: StoreKind) =>
  openCohort({ capacity: 30, now: NOW, kind, promoCodes: [PARTNER, EXPIRED, OTHER_COHORT] });

const buyer = (i: number, promoCode?: string) =>
  checkoutBody({
    email: `buyer${i}@example.ge`,
    phoneNumber: `555 00 ${String(10 + Math.floor(i / 10)).padStart(2, '0')} ${10 + (i % 10)}`,
    ...(promoCode === undefined ? {} : { promoCode }),
  });

const checkout = (app: PaymentsApp, body: Record<string, unknown>, address = '198.51.100.1') =>
  app.app.inject({ method: 'POST', url: '/api/checkout', payload: body, remoteAddress: address });

describe.each(STORE_KINDS)('promo codes at checkout ($name)', (kind) => {
  it('quotes a code before payment, and opens the order at that price', async () => {
    const app = await appOn(kind);
    const quote = await app.app.inject({ method: 'GET', url: '/api/promo-code?code=partner10' });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({
      code: 'PARTNER10',
      cohortNumber: 4,
      listPriceTetri: 250_000,
      priceTetri: 225_000,
      discountTetri: 25_000,
    });
    const started = await checkout(app, buyer(1, ' partner10 '));
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      amountTetri: 225_000,
      promo: { code: 'PARTNER10', discountTetri: 25_000 },
    });
    const [order] = await app.store.listOrders({ cohortNumber: 4 });
    expect(order).toMatchObject({ priceTetri: 225_000 });
    // Flitt is asked for the discounted amount, never the list price.
    expect(app.flitt.provider.receivedOrders().map((o) => o.request.amount)).toEqual(['225000']);
    const plain = await checkout(app, buyer(2), '198.51.100.2');
    expect(plain.json()).toMatchObject({ amountTetri: 250_000, promo: null });
  });

  it('refuses an unknown, an expired and another cohort’s code, and a second use by one buyer', async () => {
    const app = await appOn(kind);
    const refusal = async (body: Record<string, unknown>, address?: string) => {
      const answer = await checkout(app, body, address);
      expect(answer.statusCode).toBe(422);
      const { code, issues } = answer.json().error;
      expect(issues).toEqual([{ field: 'promoCode', code }]);
      return code;
    };
    expect(await refusal(buyer(1, 'NOSUCHCODE'))).toBe('PROMO_CODE_UNKNOWN');
    expect(await refusal(buyer(1, 'summer'))).toBe('PROMO_CODE_EXPIRED');
    expect(await refusal(buyer(1, 'COHORT9'))).toBe('PROMO_CODE_OTHER_COHORT');
    const preview = await app.app.inject({ method: 'GET', url: '/api/promo-code?code=SUMMER' });
    expect([preview.statusCode, preview.json().error.code]).toEqual([422, 'PROMO_CODE_EXPIRED']);

    const first = await checkout(app, buyer(3, 'PARTNER10'));
    expect(await payWithApprovedCard(app, first.json().checkoutToken)).toBe('approved');
    // The same buyer (their phone) under another e-mail address: the code is theirs once.
    const again = { ...buyer(3, 'PARTNER10'), email: 'other-address@example.ge' };
    expect(await refusal(again, '198.51.100.9')).toBe('PROMO_CODE_ALREADY_USED');
    expect(await app.store.listOrders({ cohortNumber: 4 })).toHaveLength(1);
  });

  it('gives 20 concurrent buyers exactly the 5 uses of a capped code', async () => {
    const app = await appOn(kind);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkout(app, buyer(i, 'PARTNER10'), `198.51.100.${i + 1}`),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 422).map((a) => a.json().error.code)).toEqual(
      Array(15).fill('PROMO_CODE_USED_UP'),
    );
    const orders = await app.store.listOrders({ cohortNumber: 4 });
    expect(orders.map((o) => o.priceTetri)).toEqual(Array(5).fill(225_000));
  });

  it('gives a use back when its unpaid order stops holding the seat, not before', async () => {
    const app = await appOn(kind);
    for (let i = 0; i < 5; i += 1)
      await checkout(app, buyer(i, 'PARTNER10'), `198.51.100.${i + 1}`);
    expect((await checkout(app, buyer(6, 'PARTNER10'), '198.51.100.7')).statusCode).toBe(422);
    // The same buyer starting again replaces their own hold, and keeps their use.
    expect((await checkout(app, buyer(0, 'PARTNER10'), '198.51.100.1')).statusCode).toBe(201);
    // Thirty minutes later the unpaid holds are over: the uses are free again.
    app.clock.advance(31 * 60_000);
    expect((await checkout(app, buyer(6, 'PARTNER10'), '198.51.100.7')).statusCode).toBe(201);
  });
});

const connectionString = process.env.TEST_DATABASE_URL ?? '';

describe.skipIf(connectionString === '')('a capped code across two instances (PostgreSQL)', () => {
  const schema = `promo_test_${randomBytes(8).toString('hex')}`;
  const apps: PaymentsApp[] = [];
  const fixtures: ReturnType<typeof createSiteFixture>[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.app.close();
    for (const fixture of fixtures.splice(0)) fixture.remove();
    const client = new pg.Client({ connectionString });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  async function instance(): Promise<PaymentsApp> {
    const fixture = createSiteFixture();
    fixtures.push(fixture);
    const app = await buildPaymentsApp(fixture, {
      env: { LOG_LEVEL: 'error' },
      store: await createPostgresStore({ connectionString, schema }),
      clock: createTestClock(NOW),
      siteConfig: siteConfigFixture([saleCohort({ capacity: 30, now: NOW })], {
        promoCodes: [PARTNER],
      }),
    });
    apps.push(app);
    return app;
  }

  it('20 buyers, 10 on each instance, get exactly 5 discounted orders', async () => {
    const [a, b] = [await instance(), await instance()];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkout(i % 2 === 0 ? a : b, buyer(i, 'PARTNER10'), `198.51.100.${i + 1}`),
      ),
    );
    const started = answers.filter((answer) => answer.statusCode === 201);
    console.info(
      `[two instances] ${started.length} discounted, ` +
        `${answers.filter((x) => x.statusCode === 422).length} refused PROMO_CODE_USED_UP`,
    );
    expect(started).toHaveLength(5);
    expect(answers.filter((x) => x.statusCode !== 201).map((x) => x.json().error.code)).toEqual(
      Array(15).fill('PROMO_CODE_USED_UP'),
    );
    const orders = await a.store.listOrders({ cohortNumber: 4 });
    expect(orders.map((o) => o.priceTetri)).toEqual(Array(5).fill(225_000));
  });
});
