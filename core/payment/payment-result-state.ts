import { type PaymentResultView, paymentResultView } from './payment-result-view';

/** What `GET /api/payment/customer/{token}` reports as the payment's state (docs/purchase.md "Thank-you lookup"). */
const SERVER_PAYMENT_STATUSES = [
  'pending',
  'approved',
  'declined',
  'expired',
  'reversed',
  'cancelled',
] as const;

/** One server-side payment status. */
export type ServerPaymentStatus = (typeof SERVER_PAYMENT_STATUSES)[number];

/** Narrows an untrusted JSON value to a server payment status. */
export function isServerPaymentStatus(value: unknown): value is ServerPaymentStatus {
  return (
    typeof value === 'string' && (SERVER_PAYMENT_STATUSES as readonly string[]).includes(value)
  );
}

/**
 * What the result page knows from our server: its answer, "no such order" (404), "no answer"
 * (network, 5xx or rate limit after the client's retries), or nothing to ask with (no token).
 */
export type ServerPaymentAnswer =
  | { readonly kind: 'status'; readonly status: ServerPaymentStatus }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'no-token' };

/** The result page's screen: a spec view, or loading while the answer is awaited or pending. */
export type PaymentResultScreen = 'loading' | PaymentResultView;

/** Query statuses that tell nothing yet (the provider's non-final states) or nothing at all. */
function isInconclusiveQuery(orderStatus: string | undefined): boolean {
  const value = orderStatus?.trim() ?? '';
  return value === '' || value === 'created' || value === 'processing';
}

/**
 * Combines our server's answer with the `order_status` query (docs/purchase.md
 * "Payment result page"): a final server status wins; the unsigned query may only say less, and
 * success only when the server could not be reached.
 */
export function paymentResultScreen(input: {
  readonly answer: ServerPaymentAnswer | undefined;
  readonly orderStatus: string | undefined;
  readonly pollingOver: boolean;
}): PaymentResultScreen {
  const { answer, orderStatus, pollingOver } = input;
  if (answer === undefined) return 'loading';
  if (answer.kind === 'status') {
    switch (answer.status) {
      case 'approved':
        return 'success';
      case 'cancelled':
        return 'cancelled';
      case 'expired':
        return 'expired';
      case 'declined':
      case 'reversed':
        return 'failed';
      case 'pending': {
        if (isInconclusiveQuery(orderStatus) || orderStatus === 'approved') {
          return pollingOver ? 'unknown' : 'loading';
        }
        return paymentResultView(orderStatus);
      }
    }
  }
  if (isInconclusiveQuery(orderStatus)) return 'unknown';
  if (orderStatus === 'approved') return answer.kind === 'unreachable' ? 'success' : 'unknown';
  return paymentResultView(orderStatus);
}
