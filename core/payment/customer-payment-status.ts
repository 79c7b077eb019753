import { holdStartOf, seatHoldRanOut } from '../checkout/seat-hold';
import type { OrderStatus } from '../order/order-status';
import type { RegistrationStatus } from '../registration/registration-status';

/** What the result page is told about an order (docs/purchase.md "Thank-you lookup"). */
export type CustomerPaymentStatus =
  | 'pending'
  | 'approved'
  | 'declined'
  | 'expired'
  | 'reversed'
  | 'cancelled';

/**
 * The payment status shown to the buyer at `now`, from what our server learned (docs/purchase.md
 * "Thank-you lookup"): the final status, `cancelled`, `expired` once an unstarted order's hold ran
 * out, else `pending`.
 */
export function customerPaymentStatus(
  order: {
    readonly status: RegistrationStatus;
    readonly paymentStatus: OrderStatus | null;
    readonly createdAt: Date;
    readonly holdCountsFrom: Date | null;
  },
  now: Date,
): CustomerPaymentStatus {
  switch (order.paymentStatus) {
    case 'approved':
    case 'declined':
    case 'expired':
    case 'reversed':
      return order.paymentStatus;
    default:
      if (order.status === 'cancelled') return 'cancelled';
      if (order.status === 'payment_completed' || order.status === 'completed') return 'approved';
      if (order.status === 'failed') return 'declined';
      // A payment the provider is processing may still end either way: keep asking.
      if (order.paymentStatus === 'processing') return 'pending';
      return seatHoldRanOut(holdStartOf(order), now) ? 'expired' : 'pending';
  }
}
