import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import type {
  PaymentCallbackError,
  PaymentCallbackVerifier,
  VerifiedPaymentCallback,
} from '../../core/ports/payment-callback-verifier';
import { readFlittOrderFields } from './flitt-order-fields';
import { hasValidFlittSignature } from './flitt-signature';

/** The merchant's id and the secret key that signs (docs/integrations.md "Flitt signature", docs/integrations.md "Flitt test mode"). */
export interface FlittCredentials {
  readonly merchantId: string;
  readonly secretKey: string;
}

/**
 * Verifies an order object from Flitt, synchronously: strict fields first, then the signature
 * (constant-time), then our merchant id. Shared by the callback verifier and the status API client.
 */
export function verifyFlittOrder(
  params: Readonly<Record<string, string>>,
  credentials: FlittCredentials,
  options: { readonly allowUnknownKeys?: boolean } = {},
): Result<VerifiedPaymentCallback, PaymentCallbackError> {
  return readFlittOrderFields(params, options).andThen((order) => {
    if (!hasValidFlittSignature(params, credentials.secretKey)) {
      return err(domainError('payment_callback.invalid_signature'));
    }
    if (order.merchantId !== credentials.merchantId) {
      return err(domainError('payment_callback.merchant_mismatch'));
    }
    return ok(order);
  });
}

/**
 * Flitt's server callback and browser-return verifier (docs/integrations.md "Flitt signature", docs/integrations.md "Flitt callback"; docs/security.md "Payment callbacks"
 * "Payment callbacks"): only a callback that is well formed, signed with our key and addressed to our
 * merchant is trusted. Amount and currency are compared with the stored order by the transition.
 */
export function createFlittCallbackVerifier(
  credentials: FlittCredentials,
): PaymentCallbackVerifier {
  return { verify: (params) => verifyFlittOrder(params, credentials).asyncMap(async (o) => o) };
}
