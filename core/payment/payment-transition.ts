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

/** The changes to write, and the registration status they are conditional on (optimistic update). */
export interface PaymentMove {
  readonly kind: 'move';
  readonly expectedStatus: RegistrationStatus;
  readonly changes: {
    readonly status?: RegistrationStatus;
    readonly paymentStatus: OrderStatus;
    readonly transactionId?: string;
    readonly paymentTimestamp?: Date;
    readonly cancelledAt?: Date;
  };
  /** True for the one move that makes the order paid: the follow-ups (sheet, SMS, Purchase) go out. */
  readonly purchased: boolean;
}

/**
 * Why a verified snapshot changes nothing. `mismatch` means it does not describe this order (amount,
 * currency or order id differ: refused, docs/security.md "Payment callbacks"); the others are harmless repeats or stale news.
 */
export type PaymentNoMove =
  | { readonly kind: 'mismatch'; readonly field: 'order_id' | 'amount' | 'currency' }
  | { readonly kind: 'unchanged'; readonly reason: 'repeat' | 'backward' | 'partial_reversal' };

/** The outcome of applying a provider snapshot to a stored order. */
export type PaymentTransition = PaymentMove | PaymentNoMove;

const PAYABLE: readonly RegistrationStatus[] = ['pending', 'payment_initiated'];

/** The registration status a provider status leads to from `current`, or undefined to keep it. */
function registrationStatusFor(
  provider: OrderStatus,
  current: RegistrationStatus,
): RegistrationStatus | undefined {
  switch (provider) {
    case 'approved':
      return PAYABLE.includes(current) ? 'payment_completed' : undefined;
    case 'declined':
    case 'expired':
      // docs/purchase.md "Order lifecycle": any status → failed except completed; a paid order is never failed by stale news.
      return PAYABLE.includes(current) ? 'failed' : undefined;
    case 'reversed':
      // A full refund cancels a paid order; a completed one (course access given) keeps its status.
      return current === 'payment_completed' ? 'cancelled' : undefined;
    default:
      return undefined;
  }
}

/**
 * The one forward-only transition used by the server callback and by reconciliation
 * (docs/security.md "Payment callbacks"): the snapshot must describe this order exactly (order
 * id, amount in tetri, currency), and the provider status may only move forward
 * (`canMoveOrderStatus`); a repeat or a backward move changes nothing. An `approved` that carries a
 * non-zero `reversal_amount` is a partial-refund notice, not a payment (docs/integrations.md "Flitt callback").
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
  const status = registrationStatusFor(to, order.status);
  const purchased = status === 'payment_completed';
  const transactionId = snapshot.transactionId ?? snapshot.paymentId;
  return {
    kind: 'move',
    expectedStatus: order.status,
    changes: {
      paymentStatus: to,
      ...(status === undefined ? {} : { status }),
      ...(purchased ? { paymentTimestamp: at } : {}),
      ...(purchased && transactionId !== undefined ? { transactionId } : {}),
      ...(status === 'cancelled' ? { cancelledAt: at } : {}),
    },
    purchased,
  };
}
