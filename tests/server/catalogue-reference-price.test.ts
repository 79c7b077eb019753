import { afterEach, describe, expect, it } from 'vitest';
import { cohortAround, siteConfigFixture } from '../support/site-config-fixture';
import { createTestClock } from './support/lead-delivery-app';
import { buildPaymentsApp, type PaymentsApp } from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

const NOW = new Date('2026-11-24T10:00:00Z');
const DAY = 86_400_000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

let fixture: SiteFixture | undefined;
let payments: PaymentsApp | undefined;

afterEach(async () => {
  await payments?.app.close();
  fixture?.remove();
  payments = undefined;
  fixture = undefined;
});

/**
 * Cohort 4 on sale since 10 days ago, early bird until 20 days on; the course was sold at 3000 ₾
 * from 60 until 15 days ago.
 */
async function appWithPreviousPrice(): Promise<PaymentsApp> {
  const cohort = cohortAround(NOW, {
    number: 4,
    startInDays: 60,
    earlyBirdInDays: 20,
    opensInDays: -10,
    prices: {
      current: 270_000,
      earlyBird: 250_000,
      previous: [{ amount: 300_000, chargedFrom: inDays(-60), chargedUntil: inDays(-15) }],
    },
  });
  fixture = createSiteFixture();
  payments = await buildPaymentsApp(fixture, {
    env: { LOG_LEVEL: 'error' },
    clock: createTestClock(NOW),
    siteConfig: siteConfigFixture([cohort]),
  });
  return payments;
}

const catalogue = async (app: PaymentsApp) =>
  (await app.app.inject({ method: 'GET', url: '/api/catalogue' })).json();

describe('GET /api/catalogue: the struck-through price (docs/purchase.md "Course and price")', () => {
  it('answers the reference the quote allows, the dated prices behind it, and when it changes', async () => {
    const app = await appWithPreviousPrice();
    const previousPrices = [
      { amountTetri: 300_000, chargedFrom: inDays(-60), chargedUntil: inDays(-15) },
    ];
    // 3000 ₾ was charged 15 days ago: 2500 ₾ is 17 % below it, until it leaves the 30 days.
    expect(await catalogue(app)).toMatchObject({
      changesAt: inDays(15),
      price: {
        currentTetri: 250_000,
        reference: { priceTetri: 300_000, basis: 'previous', discountPercent: 17 },
        previousPrices,
      },
    });
    // Then, while the early bird lasts, the regular 2700 ₾ that follows it.
    app.clock.advance(15 * DAY);
    expect(await catalogue(app)).toMatchObject({
      changesAt: inDays(20),
      price: {
        currentTetri: 250_000,
        reference: { priceTetri: 270_000, basis: 'regular', discountPercent: 7 },
      },
    });
    // From the deadline 2700 ₾ alone: 2500 ₾ was charged until a moment ago.
    app.clock.advance(5 * DAY);
    expect(await catalogue(app)).toMatchObject({
      changesAt: inDays(50),
      price: { currentTetri: 270_000, earlyBird: false, reference: null, previousPrices },
    });
  });
});
