import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../core/order/order-status';
import { canMoveOrderStatus } from '../../core/payment/can-move-order-status';
import { ORDER_STATUSES } from '../support/order-statuses';
import {
  buildPaymentsApp,
  type PaymentsApp,
  postCallback,
  signedCallback,
  startCheckout,
} from './support/payments-app';
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

/** What the provider status should be after the sequence, by the forward-only rule alone. */
function expectedStatus(sequence: readonly OrderStatus[]): OrderStatus | null {
  let current: OrderStatus | null = null;
  for (const next of sequence) {
    if (next === (current ?? 'created')) continue;
    if (canMoveOrderStatus(current ?? 'created', next)) current = next;
  }
  return current;
}

describe('genuine callbacks in any order, repeated (forward-only, docs/security.md "Payment callbacks")', () => {
  it('end in the forward-only status with at most one Purchase per order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...ORDER_STATUSES), { minLength: 1, maxLength: 8 }),
        async (sequence) => {
          const started = await startCheckout(payments, {
            email: `seq${Date.now()}${Math.random()}@example.ge`,
          });
          for (const status of sequence) {
            const reversal = status === 'reversed' ? '250000' : '0';
            const callback = signedCallback(started.merchantOrderId, {
              order_status: status,
              reversal_amount: reversal,
            });
            expect((await postCallback(payments.app, callback)).statusCode).toBe(200);
          }
          const order = await payments.store.findRegistrationByPublicToken(started.orderToken);
          const expected = expectedStatus(sequence);
          expect(order?.paymentStatus ?? null).toBe(expected);
          const purchases = (await payments.store.listOutbox()).filter(
            (m) =>
              m.kind === 'conversion.purchase' &&
              m.idempotencyKey.startsWith(`${started.merchantOrderId}:`),
          );
          const paid = expected === 'approved' || expected === 'reversed';
          expect(purchases).toHaveLength(paid ? 1 : 0);
          if (expected === 'approved') expect(order?.status).toBe('payment_completed');
          // A full refund after the payment (docs/purchase.md "Refunds").
          if (expected === 'reversed') {
            expect(order).toMatchObject({ status: 'refunded', refundedTetri: order?.priceTetri });
          }
          if (expected === 'declined' || expected === 'expired')
            expect(order?.status).toBe('failed');
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
