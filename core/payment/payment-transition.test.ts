import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCustomer } from '../customer/customer';
import { tetriConstant } from '../money/money';
import { createRegistration } from '../registration/registration';
import {
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '../registration/registration-status';
import {
  cancelRegistration,
  completePayment,
  failRegistration,
} from '../registration/registration-transitions';
import { canMoveOrderStatus } from './can-move-order-status';
import { ORDER_STATUSES } from './order-status';
import type { PaymentOrderSnapshot } from './payment-order-snapshot';
import { decidePaymentTransition, type StoredPaymentOrder } from './payment-transition';

const AT = new Date('2026-11-23T10:00:00Z');
const order: StoredPaymentOrder = {
  status: 'payment_initiated',
  paymentStatus: null,
  merchantOrderId: 'tc-1',
  priceTetri: 250_000,
  currency: 'GEL',
};
const approved: PaymentOrderSnapshot = {
  orderId: 'tc-1',
  status: 'approved',
  amount: 250_000,
  currency: 'GEL',
  paymentId: '777',
  transactionId: 'trx-9',
  reversalAmount: 0,
};

describe('decidePaymentTransition', () => {
  it('completes the payment on the first approval, with the transaction id and time', () => {
    expect(decidePaymentTransition(order, approved, AT)).toEqual({
      kind: 'move',
      expectedStatus: 'payment_initiated',
      changes: {
        status: 'payment_completed',
        paymentStatus: 'approved',
        paymentTimestamp: AT,
        transactionId: 'trx-9',
      },
      purchased: true,
    });
  });

  it('falls back to the payment id when no transaction id came', () => {
    const { transactionId: _, ...withoutTransaction } = approved;
    const move = decidePaymentTransition(order, withoutTransaction, AT);
    expect(move).toMatchObject({ changes: { transactionId: '777' }, purchased: true });
  });

  it.each([
    ['amount', { amount: 249_999 }],
    ['currency', { currency: 'USD' }],
    ['order_id', { orderId: 'tc-2' }],
  ] as const)('refuses a snapshot whose %s differs from the order', (field, change) => {
    expect(decidePaymentTransition(order, { ...approved, ...change }, AT)).toEqual({
      kind: 'mismatch',
      field,
    });
  });

  it('changes nothing on a repeated approval', () => {
    const paid = { ...order, status: 'payment_completed', paymentStatus: 'approved' } as const;
    expect(decidePaymentTransition(paid, approved, AT)).toEqual({
      kind: 'unchanged',
      reason: 'repeat',
    });
  });

  it('never moves an approved order back to declined or processing', () => {
    const paid = { ...order, status: 'payment_completed', paymentStatus: 'approved' } as const;
    for (const status of ['declined', 'processing', 'expired', 'created'] as const) {
      expect(decidePaymentTransition(paid, { ...approved, status }, AT)).toMatchObject({
        kind: 'unchanged',
      });
    }
  });

  it('fails the order on a decline or expiry, keeping the provider status', () => {
    expect(decidePaymentTransition(order, { ...approved, status: 'declined' }, AT)).toEqual({
      kind: 'move',
      expectedStatus: 'payment_initiated',
      changes: { status: 'failed', paymentStatus: 'declined' },
      purchased: false,
    });
    expect(decidePaymentTransition(order, { ...approved, status: 'expired' }, AT)).toMatchObject({
      changes: { status: 'failed', paymentStatus: 'expired' },
    });
  });

  it('records processing without changing the registration status', () => {
    expect(decidePaymentTransition(order, { ...approved, status: 'processing' }, AT)).toEqual({
      kind: 'move',
      expectedStatus: 'payment_initiated',
      changes: { paymentStatus: 'processing' },
      purchased: false,
    });
  });

  it('cancels a paid order on a full reversal and ignores a partial-refund approval', () => {
    const paid = { ...order, status: 'payment_completed', paymentStatus: 'approved' } as const;
    const reversed = { ...approved, status: 'reversed', reversalAmount: 250_000 } as const;
    expect(decidePaymentTransition(paid, reversed, AT)).toEqual({
      kind: 'move',
      expectedStatus: 'payment_completed',
      changes: { status: 'cancelled', paymentStatus: 'reversed', cancelledAt: AT },
      purchased: false,
    });
    expect(decidePaymentTransition(order, { ...approved, reversalAmount: 100 }, AT)).toEqual({
      kind: 'unchanged',
      reason: 'partial_reversal',
    });
  });

  it('moves only forward and buys at most once, whatever the order and the news', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGISTRATION_STATUSES),
        fc.option(fc.constantFrom(...ORDER_STATUSES), { nil: null }),
        fc.constantFrom(...ORDER_STATUSES),
        (status, paymentStatus, to) => {
          const stored = { ...order, status, paymentStatus };
          const outcome = decidePaymentTransition(stored, { ...approved, status: to }, AT);
          if (outcome.kind !== 'move') return;
          expect(canMoveOrderStatus(paymentStatus ?? 'created', to)).toBe(true);
          expect(outcome.expectedStatus).toBe(status);
          if (outcome.purchased) expect(['pending', 'payment_initiated']).toContain(status);
          if (outcome.changes.status === 'failed') expect(status).not.toBe('completed');
        },
      ),
    );
  });

  it('only makes the registration moves core/registration allows (docs/purchase.md "Order lifecycle")', () => {
    const customer = createCustomer(
      {
        firstName: 'Nino',
        lastName: 'Beridze',
        email: 'nino@example.ge',
        phoneNumber: '555123456',
      },
      { id: 'c1', now: AT },
    )._unsafeUnwrap();
    const registration = createRegistration(
      { customer, price: tetriConstant(250_000), source: 'checkout' },
      { id: 'r1', now: AT },
    )._unsafeUnwrap();
    const inStatus = (status: RegistrationStatus) => ({ ...registration, status });
    fc.assert(
      fc.property(
        fc.constantFrom(...REGISTRATION_STATUSES),
        fc.option(fc.constantFrom(...ORDER_STATUSES), { nil: null }),
        fc.constantFrom(...ORDER_STATUSES),
        (status, paymentStatus, to) => {
          const outcome = decidePaymentTransition(
            { ...order, status, paymentStatus },
            { ...approved, status: to, reversalAmount: to === 'reversed' ? 250_000 : 0 },
            AT,
          );
          if (outcome.kind !== 'move' || outcome.changes.status === undefined) return;
          const core = {
            payment_completed: () =>
              completePayment(inStatus(status), { transactionId: 't', at: AT }),
            failed: () => failRegistration(inStatus(status), AT),
            cancelled: () => cancelRegistration(inStatus(status), AT),
          }[outcome.changes.status as 'payment_completed' | 'failed' | 'cancelled'];
          expect(core().isOk()).toBe(true);
        },
      ),
    );
  });
});
