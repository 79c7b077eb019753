import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasValidFlittSignature } from '../../adapters/payments/flitt-signature';
import { buildPaymentsApp, checkoutBody, type PaymentsApp } from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

let fixture: SiteFixture;
let payments: PaymentsApp;

beforeAll(async () => {
  fixture = createSiteFixture();
  payments = await buildPaymentsApp(fixture, { env: { LOG_LEVEL: 'error' } });
});
afterAll(async () => {
  await payments.app.close();
  fixture.remove();
});

const hugeNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 10, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 0.1),
  fc.double(),
  fc.integer(),
);
const amountish = fc.oneof(hugeNumber, fc.string({ maxLength: 30 }), fc.constant('1'));
/** Keys a tampering client might add to move the price, the currency or the order. */
const tamperKeys = fc.constantFrom(
  'amount',
  'amountTetri',
  'price',
  'priceTetri',
  'currency',
  'merchant_id',
  'order_id',
  'signature',
  'discount',
  'earlyBird',
  '__proto__',
  'constructor',
);

describe('tampered checkout requests (docs/security.md P5)', () => {
  it('never change the amount signed and sent to Flitt', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(tamperKeys, fc.oneof(amountish, fc.constantFrom('USD', 'EUR', 'gel'))),
        fc.oneof(
          fc.constant({}),
          fc.record({
            utm: fc.dictionary(fc.constantFrom('amount', 'source', 'price'), amountish),
          }),
        ),
        async (extra, utm) => {
          run += 1;
          const before = payments.flitt.provider.receivedOrders().length;
          const body = { ...checkoutBody({ email: `t${run}@example.ge` }), ...utm, ...extra };
          const response = await payments.app.inject({
            method: 'POST',
            url: '/api/checkout',
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          expect(response.statusCode).toBeLessThan(500);
          const received = payments.flitt.provider.receivedOrders();
          // An extra key is refused before anything reaches Flitt; a clean body is priced by us.
          if (Object.keys(extra).length > 0 && response.statusCode !== 201) {
            expect(received).toHaveLength(before);
          }
          if (response.statusCode === 201) expect(response.json().amountTetri).toBe(250_000);
        },
      ),
      { numRuns: 500 },
    );
    const orders = payments.flitt.provider.receivedOrders();
    console.info(`tampered checkouts: ${run}, orders signed and sent: ${orders.length}`);
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order.request).toMatchObject({
        amount: '250000',
        currency: 'GEL',
        merchant_id: '1549901',
      });
      expect(hasValidFlittSignature(order.request, 'test')).toBe(true);
    }
  }, 120_000);
});
