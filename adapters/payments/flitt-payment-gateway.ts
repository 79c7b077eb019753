import { err, ok, type Result, ResultAsync } from 'neverthrow';
import * as v from 'valibot';
import { domainError } from '../../core/errors/domain-error';
import { flattenCallbackBody } from '../../core/payment/callback-params';
import type { PaymentOrderSnapshot } from '../../core/payment/payment-order-snapshot';
import type {
  CheckoutHandle,
  PaymentGateway,
  PaymentGatewayError,
  PaymentOrderRequest,
} from '../../core/ports/payment-gateway';
import { notArray } from '../vendor-json/not-array';
import { type FlittCredentials, verifyFlittOrder } from './flitt-callback-verifier';
import { signFlittParams } from './flitt-signature';
import type { FlittAnswer, FlittTransport } from './flitt-transport';

/** Options of the Flitt gateway. */
export interface FlittGatewayOptions extends FlittCredentials {
  readonly transport: FlittTransport;
  /** Seconds until Flitt expires an unpaid order (docs/integrations.md "Flitt checkout request" `lifetime`). */
  readonly orderLifetimeSeconds?: number;
}

/** Flitt's "order not found" (status, reverse; docs/integrations.md "Flitt checkout request"). */
const ORDER_NOT_FOUND = '1018';
/** Flitt's "application error": its side failed, try again later. */
const APPLICATION_ERROR = '1002';
const TOKEN = /^[A-Za-z0-9]{16,128}$/;

type Failure = PaymentGatewayError;

/** `{"response": {...}}`: every Flitt answer wraps its fields so; `error_code` marks a refusal. */
const FlittEnvelopeSchema = v.object({
  response: v.pipe(
    notArray,
    v.looseObject({ error_code: v.nullish(v.union([v.string(), v.number()])) }),
  ),
});

/** The token call's success: the embedded checkout's token and, sometimes, its hosted page. */
const CheckoutTokenSchema = v.looseObject({
  response_status: v.literal('success'),
  token: v.pipe(v.string(), v.regex(TOKEN)),
  checkout_url: v.optional(v.string()),
});

/** The inner `response` object of an answer, or a failure for a transport-level problem. */
function responseOf(answer: FlittAnswer): Result<Record<string, unknown>, Failure> {
  if (answer.status === 408 || answer.status === 429 || answer.status >= 500) {
    return err(domainError('payment_gateway.unavailable', { status: answer.status }));
  }
  const parsed = v.safeParse(FlittEnvelopeSchema, answer.body);
  if (!parsed.success) {
    return err(domainError('payment_gateway.unavailable', { status: answer.status }));
  }
  const record = parsed.output.response;
  const code = record.error_code;
  if (code === undefined || code === null || code === '') return ok(record);
  const providerCode = String(code);
  if (providerCode === ORDER_NOT_FOUND) return err(domainError('payment_gateway.not_found'));
  if (providerCode === APPLICATION_ERROR) {
    return err(domainError('payment_gateway.unavailable', { providerCode }));
  }
  return err(domainError('payment_gateway.rejected', { providerCode }));
}

function call(transport: FlittTransport, path: string, request: Record<string, string | number>) {
  return ResultAsync.fromPromise(transport(path, request), (error) =>
    domainError('payment_gateway.unavailable', {
      message:
        error instanceof Error && error.name === 'TimeoutError' ? 'Timed out' : 'Network error',
    }),
  ).andThen(responseOf);
}

/**
 * Flitt (docs/integrations.md "Flitt checkout request", docs/integrations.md "Flitt status API"): `/api/checkout/token` creates the order and returns the embedded
 * checkout's token; `/api/status/order_id` answers a signed order object, verified like a callback.
 * Every request is signed with protocol 1.0.1.
 */
export function createFlittPaymentGateway(options: FlittGatewayOptions): PaymentGateway {
  const merchantId = Number(options.merchantId);
  const lifetime = options.orderLifetimeSeconds ?? 1800;
  return {
    createCheckout(order: PaymentOrderRequest) {
      const request = signFlittParams(
        {
          version: '1.0.1',
          merchant_id: merchantId,
          order_id: order.orderId,
          order_desc: order.description,
          amount: order.amount,
          currency: order.currency,
          lang: order.language,
          lifetime,
          response_url: order.resultUrl,
          server_callback_url: order.callbackUrl,
          ...(order.customerEmail === undefined ? {} : { sender_email: order.customerEmail }),
        },
        options.secretKey,
      );
      return call(options.transport, '/api/checkout/token', request).andThen((response) => {
        const parsed = v.safeParse(CheckoutTokenSchema, response);
        if (!parsed.success) {
          return err<CheckoutHandle, Failure>(domainError('payment_gateway.unavailable'));
        }
        const { token, checkout_url: url } = parsed.output;
        return ok<CheckoutHandle, Failure>(
          url === undefined ? { token } : { token, checkoutUrl: url },
        );
      });
    },

    fetchOrderStatus(orderId: string) {
      const request = signFlittParams(
        { version: '1.0.1', merchant_id: merchantId, order_id: orderId },
        options.secretKey,
      );
      return call(options.transport, '/api/status/order_id', request).andThen((response) => {
        const params = flattenCallbackBody(response);
        if (params === null)
          return err<PaymentOrderSnapshot, Failure>(domainError('payment_gateway.unavailable'));
        // The answer is signed like a callback; an unsigned or foreign answer is not news.
        const verified = verifyFlittOrder(params, options, { allowUnknownKeys: true });
        if (verified.isErr() || verified.value.orderId !== orderId) {
          return err<PaymentOrderSnapshot, Failure>(
            domainError('payment_gateway.unavailable', { message: 'Unverified answer' }),
          );
        }
        const { merchantId: _, ...snapshot } = verified.value;
        return ok<PaymentOrderSnapshot, Failure>(snapshot);
      });
    },
  };
}
