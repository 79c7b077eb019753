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
 * The payment status shown to the buyer at `now`, from what our server learned from the provider
 * (never from the browser's query string): the provider's final status when there is one,
 * `cancelled` for an order we cancelled, `expired` for an order nobody started paying whose seat
 * hold has run out (the provider's window ends inside the hold, docs/purchase.md "Seats", so it
 * can no longer be paid), else `pending` (nothing final yet, the page keeps polling).
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
