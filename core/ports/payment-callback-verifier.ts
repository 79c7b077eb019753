import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '../errors/domain-error';
import type { PaymentOrderSnapshot } from '../order/payment-order-snapshot';

/** A callback whose signature and merchant were checked; its fields are safe to act on. */
export interface VerifiedPaymentCallback extends PaymentOrderSnapshot {
  readonly merchantId: string;
}

/**
 * Why a callback is refused (answered 4xx so the provider retries, docs/security.md "Payment callbacks"):
 * `malformed` (missing or non-numeric fields; `field` names one), `invalid_signature`,
 * `merchant_mismatch`.
 */
export type PaymentCallbackError = DomainError<
  | 'payment_callback.malformed'
  | 'payment_callback.invalid_signature'
  | 'payment_callback.merchant_mismatch'
>;

/** Checks a payment provider's server callback or browser return (docs/integrations.md "Flitt signature", docs/integrations.md "Flitt callback"). */
export interface PaymentCallbackVerifier {
  /** Verifies the flat callback parameters (JSON or form-encoded, already decoded to strings). */
  verify(
    params: Readonly<Record<string, string>>,
  ): ResultAsync<VerifiedPaymentCallback, PaymentCallbackError>;
}
