/**
 * The events that move a registration (docs/purchase.md "Order lifecycle"). Each carries the time
 * of the change, because core reads no clock.
 */
export type RegistrationEvent =
  | { readonly type: 'payment.initiate'; readonly at: Date }
  | { readonly type: 'payment.complete'; readonly transactionId: string; readonly at: Date }
  | { readonly type: 'registration.complete'; readonly at: Date }
  | { readonly type: 'registration.cancel'; readonly at: Date }
  | { readonly type: 'registration.fail'; readonly at: Date }
  | {
      readonly type: 'payment.refund';
      /** The order's refunded total after this refund, in tetri (the provider's running `reversal_amount`). */
      readonly refundedTetri: number;
      /** The order's price: a refunded total that reaches it is a full refund. */
      readonly priceTetri: number;
      readonly at: Date;
    };

/** What the lifecycle records as a registration moves: the machine's context, persisted beside the status. */
export interface RegistrationRecorded {
  readonly transactionId: string | null;
  readonly paymentTimestamp: Date | null;
  readonly completedAt: Date | null;
  readonly cancelledAt: Date | null;
  /** Refunded so far, in tetri (0: nothing), and when the last refund was recorded. */
  readonly refundedTetri: number;
  readonly refundedAt: Date | null;
  readonly updatedAt: Date;
}
