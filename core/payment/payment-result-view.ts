/** The result screens that depend on the returned status (spec part 1 §2 "Payment result page"). */
export type PaymentResultView = 'success' | 'failed' | 'cancelled' | 'unknown';

/**
 * Maps the `order_status` query value to a view (spec part 1 §4 "Payment result status"): approved is
 * success, cancelled is cancelled, missing or empty is unknown, and declined, expired or any other
 * value is failed. Matching is exact: the provider sends lower-case values.
 */
export function paymentResultView(orderStatus?: string | null): PaymentResultView {
  if (orderStatus === undefined || orderStatus === null || orderStatus.trim() === '') {
    return 'unknown';
  }
  if (orderStatus === 'approved') return 'success';
  if (orderStatus === 'cancelled') return 'cancelled';
  return 'failed';
}
