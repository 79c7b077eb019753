import type { OrderStatus } from '../order/order-status';
import { attemptOf, type PaymentMethod } from '../order/payment-method';
import type { PaymentOrderSnapshot } from '../order/payment-order-snapshot';
import { isAwaitingPayment } from '../registration/awaiting-payment';
import type { RegistrationEvent } from '../registration/registration-events';
import { PAID_STATUSES, type RegistrationStatus } from '../registration/registration-status';
import { canMoveOrderStatus } from './can-move-order-status';

/** What the transition needs of a stored order (a registration record and its provider status). */
export interface StoredPaymentOrder {
  readonly status: RegistrationStatus;
  /** The provider's last accepted status; null before the first callback. */
  readonly paymentStatus: OrderStatus | null;
  readonly merchantOrderId: string;
  readonly priceTetri: number;
  readonly currency: string;
  /** Refunded so far, in tetri. */
  readonly refundedTetri: number;
  /** The attempt the buyer is on: news of the other one matters only if it took the money. */
  readonly paymentMethod: PaymentMethod;
}

/**
 * Accepted provider news: the provider status to record and the registration lifecycle event it
 * causes, if any. The lifecycle machine decides whether the event moves the registration; when it
 * refuses, the status stays and the provider status is still recorded.
 */
interface PaymentMove {
  readonly kind: 'move';
  readonly paymentStatus: OrderStatus;
  readonly event?: RegistrationEvent;
  /** The attempt that paid, when it is not the one the order was on (the buyer went back to it). */
  readonly paymentMethod?: PaymentMethod;
}

/**
 * Why a verified snapshot changes nothing. `mismatch` means it does not describe this order (amount,
 * currency or order id differ: refused, docs/security.md); the others are harmless repeats, stale
 * news, or an approval without any payment reference to record (a later snapshot will carry it).
 */
type PaymentNoMove =
  | { readonly kind: 'mismatch'; readonly field: 'order_id' | 'amount' | 'currency' }
  | {
      readonly kind: 'unchanged';
      readonly reason: 'repeat' | 'backward' | 'no_transaction_id' | 'other_attempt';
    };

/** The outcome of applying a provider snapshot to a stored order. */
export type PaymentTransition = PaymentMove | PaymentNoMove;

/** The provider's running refunded total; a `reversed` order without one was refunded in full. */
function refundedTotal(snapshot: PaymentOrderSnapshot): number {
  const reported = snapshot.reversalAmount ?? 0;
  return snapshot.status === 'reversed' && reported === 0 ? snapshot.amount : reported;
}

/**
 * Refund news: the order is refunded up to `refunded` when it is paid and that is more than went back
 * before. News for an order whose payment was never recorded changes nothing until it is; `reversed`
 * is final, so a later partial notice cannot move the provider status back to `approved`.
 */
function refundTransition(
  order: StoredPaymentOrder,
  to: OrderStatus,
  refunded: number,
  at: Date,
): PaymentTransition {
  const from = order.paymentStatus ?? 'created';
  if (from !== 'approved' && from !== 'reversed') return { kind: 'unchanged', reason: 'backward' };
  const paymentStatus = from === 'reversed' ? from : to;
  const paid = (PAID_STATUSES as readonly RegistrationStatus[]).includes(order.status);
  if (paid && refunded > order.refundedTetri) {
    const priceTetri = order.priceTetri;
    return {
      kind: 'move',
      paymentStatus,
      event: { type: 'payment.refund', refundedTetri: refunded, priceTetri, at },
    };
  }
  return paymentStatus === from
    ? { kind: 'unchanged', reason: 'repeat' }
    : { kind: 'move', paymentStatus };
}

/** The lifecycle event a provider status causes for an order in `current`, or undefined for none. */
function lifecycleEventFor(
  snapshot: PaymentOrderSnapshot,
  transactionId: string,
  current: RegistrationStatus,
  at: Date,
): RegistrationEvent | undefined {
  switch (snapshot.status) {
    case 'approved':
      return { type: 'payment.complete', transactionId, at };
    case 'declined':
    case 'expired':
      // The lifecycle lets any status but completed fail; a paid order is never failed by stale news.
      return isAwaitingPayment(current) ? { type: 'registration.fail', at } : undefined;
    default:
      return undefined;
  }
}

/**
 * The one forward-only transition for callback, return check and reconciliation (docs/purchase.md
 * "Flitt payment"): the snapshot must match this order exactly; repeats and backward moves change
 * nothing; refund news refunds up to its running total.
 */
export function decidePaymentTransition(
  order: StoredPaymentOrder,
  snapshot: PaymentOrderSnapshot,
  at: Date,
): PaymentTransition {
  const attempt = attemptOf(snapshot.orderId);
  if (attempt.merchantOrderId !== order.merchantOrderId) {
    return { kind: 'mismatch', field: 'order_id' };
  }
  if (snapshot.amount !== order.priceTetri) return { kind: 'mismatch', field: 'amount' };
  if (snapshot.currency !== order.currency) return { kind: 'mismatch', field: 'currency' };
  const from = order.paymentStatus ?? 'created';
  const to = snapshot.status;
  const refunded = refundedTotal(snapshot);
  // The card order left behind for the bank's instalment (or the reverse) expires on its own: only
  // its payment is news (docs/purchase.md "Bank instalments").
  const otherAttempt = attempt.method !== order.paymentMethod;
  if (otherAttempt && (to !== 'approved' || refunded > 0)) {
    return { kind: 'unchanged', reason: 'other_attempt' };
  }
  if (refunded > 0) return refundTransition(order, to, refunded, at);
  if (from === to || (order.paymentStatus === null && to === 'created')) {
    return { kind: 'unchanged', reason: 'repeat' };
  }
  if (!canMoveOrderStatus(from, to)) return { kind: 'unchanged', reason: 'backward' };
  const transactionId = snapshot.transactionId ?? snapshot.paymentId ?? '';
  // Recording `approved` without a reference would make every later approval a repeat: wait for one.
  if (to === 'approved' && transactionId.trim() === '') {
    return { kind: 'unchanged', reason: 'no_transaction_id' };
  }
  const event = lifecycleEventFor(snapshot, transactionId, order.status, at);
  return {
    kind: 'move',
    paymentStatus: to,
    ...(event === undefined ? {} : { event }),
    ...(otherAttempt ? { paymentMethod: attempt.method } : {}),
  };
}
