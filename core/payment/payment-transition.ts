import { isAwaitingPayment } from '../registration/awaiting-payment';
import type { RegistrationEvent } from '../registration/registration-events';
import type { RegistrationStatus } from '../registration/registration-status';
import { canMoveOrderStatus } from './can-move-order-status';
import type { OrderStatus } from './order-status';
import type { PaymentOrderSnapshot } from './payment-order-snapshot';

/** What the transition needs of a stored order (a registration record and its provider status). */
export interface StoredPaymentOrder {
  readonly status: RegistrationStatus;
  /** The provider's last accepted status; null before the first callback. */
  readonly paymentStatus: OrderStatus | null;
  readonly merchantOrderId: string;
  readonly priceTetri: number;
  readonly currency: string;
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
      readonly reason: 'repeat' | 'backward' | 'partial_reversal' | 'no_transaction_id';
    };

/** The outcome of applying a provider snapshot to a stored order. */
export type PaymentTransition = PaymentMove | PaymentNoMove;

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
    case 'reversed':
      // A full refund cancels a paid order; a completed one (course access given) keeps its status.
      return current === 'payment_completed' ? { type: 'registration.cancel', at } : undefined;
    default:
      return undefined;
  }
}

/**
 * The one forward-only transition used by the server callback, the browser return's status check and
 * reconciliation (docs/purchase.md "Flitt payment"): the snapshot must describe this order exactly
 * (order id, amount in tetri, currency), and the provider status may only move forward
 * (`canMoveOrderStatus`); a repeat or a backward move changes nothing. An `approved` that carries a
 * non-zero `reversal_amount` is a partial-refund notice, not a payment (docs/integrations.md).
 */
export function decidePaymentTransition(
  order: StoredPaymentOrder,
  snapshot: PaymentOrderSnapshot,
  at: Date,
): PaymentTransition {
  if (snapshot.orderId !== order.merchantOrderId) return { kind: 'mismatch', field: 'order_id' };
  if (snapshot.amount !== order.priceTetri) return { kind: 'mismatch', field: 'amount' };
  if (snapshot.currency !== order.currency) return { kind: 'mismatch', field: 'currency' };
  const from = order.paymentStatus ?? 'created';
  const to = snapshot.status;
  if (to === 'approved' && (snapshot.reversalAmount ?? 0) > 0) {
    return { kind: 'unchanged', reason: 'partial_reversal' };
  }
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
  return { kind: 'move', paymentStatus: to, ...(event === undefined ? {} : { event }) };
}
