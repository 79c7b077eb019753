/** The result screens that depend on the returned status (docs/purchase.md "Payment result page"). */
export type PaymentResultView = 'success' | 'failed' | 'cancelled' | 'expired' | 'unknown';

/**
 * Maps the `order_status` query value to a view (docs/purchase.md "Payment result page",
 * "Query alone"). Matching is exact: the provider sends lower-case values.
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
