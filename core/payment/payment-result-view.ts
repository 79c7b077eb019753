/** The result screens that depend on the returned status (docs/purchase.md "Payment result page"). */
export type PaymentResultView = 'success' | 'failed' | 'cancelled' | 'expired' | 'unknown';

/**
 * Maps the `order_status` query value to a view (docs/purchase.md "Payment result page"): approved is
 * success, cancelled is cancelled, expired (the seat reservation ran out before the payment) is
 * expired, missing or empty is unknown, and declined or any other value is failed. Matching is
 * exact: the provider sends lower-case values.
 */
export function paymentResultView(orderStatus?: string | null): PaymentResultView {
  if (orderStatus === undefined || orderStatus === null || orderStatus.trim() === '') {
    return 'unknown';
  }
  if (orderStatus === 'approved') return 'success';
  if (orderStatus === 'cancelled') return 'cancelled';
  if (orderStatus === 'expired') return 'expired';
  return 'failed';
}
