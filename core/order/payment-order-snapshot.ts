import type { OrderStatus } from './order-status';

/**
 * What the payment provider says about one order, from a verified callback or the status API
 * (docs/integrations.md "Flitt callback", docs/integrations.md "Flitt status API"), in domain terms: amounts are integer tetri.
 */
export interface PaymentOrderSnapshot {
  readonly orderId: string;
  readonly status: OrderStatus;
  /** The order amount in the provider's minor units (tetri for GEL). */
  readonly amount: number;
  readonly currency: string;
  /** The provider's payment id; with delayed payments one order can have several attempts. */
  readonly paymentId?: string;
  readonly transactionId?: string;
  /** Refunded so far (the running total of every refund), minor units; non-zero after a refund. */
  readonly reversalAmount?: number;
  /** The provider's type of the order's latest operation (`purchase`, `reverse`, …), when it says. */
  readonly tranType?: string;
  /** Decline code and text, shown on the failed result view. */
  readonly responseCode?: string;
  readonly responseDescription?: string;
  readonly senderEmail?: string;
  /** The card as the provider masked it (`444455XXXXXX1111`), for the buyer's receipt; absent when not given. */
  readonly maskedCard?: string;
  /** True when the provider ran the order in test mode. */
  readonly isTest?: boolean;
}
