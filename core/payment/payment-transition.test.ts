import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../tests/support/order-statuses';
import type { PaymentOrderSnapshot } from '../order/payment-order-snapshot';
import { applyRegistrationEvent } from '../registration/apply-registration-event';
import { openRegistration } from '../registration/open-registration';
import { REGISTRATION_STATUSES } from '../registration/registration-status';
import { canMoveOrderStatus } from './can-move-order-status';
import { decidePaymentTransition, type StoredPaymentOrder } from './payment-transition';

const AT = new Date('2026-11-23T10:00:00Z');
const order: StoredPaymentOrder = {
  status: 'payment_initiated',
  paymentStatus: null,
  merchantOrderId: 'tc-1',
  priceTetri: 250_000,
  currency: 'GEL',
  refundedTetri: 0,
  paymentMethod: 'card',
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
      paymentStatus: 'approved',
      event: { type: 'payment.complete', transactionId: 'trx-9', at: AT },
    });
  });

  it('falls back to the payment id when no transaction id came', () => {
    const { transactionId: _, ...withoutTransaction } = approved;
    const move = decidePaymentTransition(order, withoutTransaction, AT);
    expect(move).toMatchObject({ event: { type: 'payment.complete', transactionId: '777' } });
  });

  it('waits for a later snapshot when an approval carries no payment reference at all', () => {
    const { transactionId: _, paymentId: __, ...bare } = approved;
    expect(decidePaymentTransition(order, bare, AT)).toEqual({
      kind: 'unchanged',
      reason: 'no_transaction_id',
    });
  });

  it('sends a payment even to an order that is no longer payable: the lifecycle refuses it', () => {
    const failed = { ...order, status: 'failed' } as const;
    expect(decidePaymentTransition(failed, approved, AT)).toMatchObject({
      kind: 'move',
      paymentStatus: 'approved',
      event: { type: 'payment.complete' },
    });
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
      paymentStatus: 'declined',
      event: { type: 'registration.fail', at: AT },
    });
    expect(decidePaymentTransition(order, { ...approved, status: 'expired' }, AT)).toMatchObject({
      paymentStatus: 'expired',
      event: { type: 'registration.fail' },
    });
  });

  it('never fails a paid order on stale news: the provider status alone is recorded', () => {
    const paid = { ...order, status: 'payment_completed', paymentStatus: 'processing' } as const;
    expect(decidePaymentTransition(paid, { ...approved, status: 'declined' }, AT)).toEqual({
      kind: 'move',
      paymentStatus: 'declined',
    });
  });

  it('records processing without a lifecycle event', () => {
    expect(decidePaymentTransition(order, { ...approved, status: 'processing' }, AT)).toEqual({
      kind: 'move',
      paymentStatus: 'processing',
    });
  });

  it('refunds a paid order in full on a reversal, and in part on an approval with a reversal amount', () => {
    const paid = { ...order, status: 'payment_completed', paymentStatus: 'approved' } as const;
    const reversed = { ...approved, status: 'reversed', reversalAmount: 250_000 } as const;
    const refund = (refundedTetri: number) =>
      ({ type: 'payment.refund', refundedTetri, priceTetri: 250_000, at: AT }) as const;
    expect(decidePaymentTransition(paid, reversed, AT)).toEqual({
      kind: 'move',
      paymentStatus: 'reversed',
      event: refund(250_000),
    });
    const completed = { ...paid, status: 'completed' } as const;
    expect(decidePaymentTransition(completed, { ...reversed, reversalAmount: 0 }, AT)).toEqual({
      kind: 'move',
      paymentStatus: 'reversed',
      event: refund(250_000),
    });
    expect(decidePaymentTransition(paid, { ...approved, reversalAmount: 4_800 }, AT)).toEqual({
      kind: 'move',
      paymentStatus: 'approved',
      event: refund(4_800),
    });
  });

  it('treats the same refunded total again as a repeat, and a larger one as a further refund', () => {
    const partly = {
      ...order,
      status: 'partially_refunded',
      paymentStatus: 'approved',
      refundedTetri: 4_800,
    } as const;
    expect(decidePaymentTransition(partly, { ...approved, reversalAmount: 4_800 }, AT)).toEqual({
      kind: 'unchanged',
      reason: 'repeat',
    });
    const further = decidePaymentTransition(partly, { ...approved, reversalAmount: 9_600 }, AT);
    expect(further).toMatchObject({ kind: 'move', event: { refundedTetri: 9_600 } });
  });

  it('takes no refund news for an order whose payment was never recorded', () => {
    expect(decidePaymentTransition(order, { ...approved, reversalAmount: 100 }, AT)).toEqual({
      kind: 'unchanged',
      reason: 'backward',
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
          // Refund news may repeat the provider status: the refunded total is what moves.
          if (outcome.event?.type === 'payment.refund') {
            expect(['approved', 'reversed']).toContain(paymentStatus);
            return;
          }
          expect(canMoveOrderStatus(paymentStatus ?? 'created', to)).toBe(true);
          expect(outcome.paymentStatus).toBe(to);
          const moved =
            outcome.event &&
            applyRegistrationEvent({ ...openRegistration(AT), status }, outcome.event);
          if (moved?.isOk() && moved.value.status === 'payment_completed') {
            expect(['pending', 'payment_initiated']).toContain(status);
          }
          if (outcome.event?.type === 'registration.fail') {
            expect(['pending', 'payment_initiated']).toContain(status);
          }
        },
      ),
    );
  });

  it('only sends events the lifecycle accepts, except a payment to an order no longer payable', () => {
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
          if (outcome.kind !== 'move' || outcome.event === undefined) return;
          const moved = applyRegistrationEvent({ ...openRegistration(AT), status }, outcome.event);
          if (outcome.event.type === 'payment.complete' && moved.isErr()) {
            expect(moved.error.type).toBe('CANNOT_COMPLETE_PAYMENT');
          } else {
            expect(moved.isOk()).toBe(true);
          }
        },
      ),
    );
  });

  it('follows the bank instalment attempt of an order and ignores the card order left behind', () => {
    const onBank: StoredPaymentOrder = { ...order, paymentMethod: 'instalment' };
    const bank = { ...approved, orderId: 'tc-1-inst' };
    expect(decidePaymentTransition(onBank, bank, AT)).toMatchObject({
      kind: 'move',
      paymentStatus: 'approved',
    });
    expect(decidePaymentTransition(onBank, { ...bank, status: 'declined' }, AT)).toMatchObject({
      kind: 'move',
      event: { type: 'registration.fail' },
    });
    // The card order expires on its own schedule while the bank decides: no news for the order.
    expect(decidePaymentTransition(onBank, { ...approved, status: 'expired' }, AT)).toEqual({
      kind: 'unchanged',
      reason: 'other_attempt',
    });
    // But money taken on the card attempt is honoured, and the order says how it was paid.
    expect(decidePaymentTransition(onBank, approved, AT)).toMatchObject({
      kind: 'move',
      paymentMethod: 'card',
      event: { type: 'payment.complete' },
    });
    expect(decidePaymentTransition(order, { ...bank, status: 'expired' }, AT)).toEqual({
      kind: 'unchanged',
      reason: 'other_attempt',
    });
    expect(decidePaymentTransition(order, { ...bank, orderId: 'tc-2-inst' }, AT)).toEqual({
      kind: 'mismatch',
      field: 'order_id',
    });
  });
});
