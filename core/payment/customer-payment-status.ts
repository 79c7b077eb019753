import type { RegistrationStatus } from '../registration/registration-status';
import type { OrderStatus } from './order-status';

/** What the result page is told about an order (docs/purchase.md "Thank-you lookup"). */
export type CustomerPaymentStatus =
  | 'pending'
  | 'approved'
  | 'declined'
  | 'expired'
  | 'reversed'
  | 'cancelled';

/**
 * The payment status shown to the buyer, from what our server learned from the provider (never from
 * the browser's query string): the provider's final status when there is one, `cancelled` for an
 * order we cancelled, else `pending` (nothing final yet, the page keeps polling).
 */
export function customerPaymentStatus(order: {
  readonly status: RegistrationStatus;
  readonly paymentStatus: OrderStatus | null;
}): CustomerPaymentStatus {
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
      return 'pending';
  }
}
