import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import { flattenCallbackBody } from '../../core/payment/callback-params';
import type {
  PaymentGatewayError,
  RefundOutcome,
  RefundRequest,
} from '../../core/ports/payment-gateway';
import type { FlittCredentials } from './flitt-callback-verifier';
import { hasValidFlittSignature, signFlittParams } from './flitt-signature';

/** Flitt's limit on a refund's `comment` (docs/integrations.md "Flitt refunds"). */
const MAX_COMMENT_LENGTH = 1024;
const MINOR_UNITS = /^\d{1,12}$/;
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * The operator's reason as Flitt accepts it: no `|` (Flitt refuses its separator, 1034), no control
 * characters, at most 1024 characters; nothing left means no comment.
 */
function flittRefundComment(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const cleaned = text.replace(CONTROL_CHARACTERS, ' ').replaceAll('|', '').trim();
  const capped = [...cleaned].slice(0, MAX_COMMENT_LENGTH).join('').trim();
  return capped === '' ? undefined : capped;
}

/** The signed `/api/reverse/order_id` request for one refund (protocol 1.0.1). */
export function flittRefundRequest(request: RefundRequest, credentials: FlittCredentials) {
  const comment = flittRefundComment(request.comment);
  return signFlittParams(
    {
      version: '1.0.1',
      merchant_id: Number(credentials.merchantId),
      order_id: request.orderId,
      amount: request.amount,
      currency: request.currency,
      reverse_id: request.reverseId,
      ...(comment === undefined ? {} : { comment }),
    },
    credentials.secretKey,
  );
}

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

/** Flitt's `reverse_status`: only `approved` is done and `processing` pending; anything else failed. */
function refundStatus(value: string | undefined): RefundOutcome['status'] {
  return value === 'approved' || value === 'processing' ? value : 'declined';
}

/**
 * Reads a refund answer (docs/integrations.md "Flitt refunds"). It must carry Flitt's signature
 * and name our merchant, order, currency and refund; otherwise it is `unavailable`, not `rejected`:
 * the refund may have happened, and a retry with the same `reverse_id` is safe and tells.
 */
export function readFlittRefundAnswer(
  response: Record<string, unknown>,
  request: RefundRequest,
  credentials: FlittCredentials,
): Result<RefundOutcome, PaymentGatewayError> {
  const untrusted = err<RefundOutcome, PaymentGatewayError>(
    domainError('payment_gateway.unavailable', { message: 'Unverified answer' }),
  );
  const params = flattenCallbackBody(response);
  if (params === null || !hasValidFlittSignature(params, credentials.secretKey)) return untrusted;
  const { reversal_amount: reversal, reverse_id: reverseId, currency } = params;
  if (params.merchant_id !== credentials.merchantId || params.order_id !== request.orderId) {
    return untrusted;
  }
  if (present(reverseId) && reverseId !== request.reverseId) return untrusted;
  if (present(currency) && currency !== request.currency) return untrusted;
  if (present(reversal) && !MINOR_UNITS.test(reversal)) return untrusted;
  return ok({
    status: refundStatus(params.reverse_status),
    reverseId: request.reverseId,
    ...(present(reversal) ? { refundedTetri: Number(reversal) } : {}),
    ...(present(params.transaction_id) ? { transactionId: params.transaction_id } : {}),
    ...(present(params.response_code) ? { responseCode: params.response_code } : {}),
    ...(present(params.response_description)
      ? { responseDescription: params.response_description }
      : {}),
  });
}
