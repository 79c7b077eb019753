import { err, ok } from 'neverthrow';
import * as v from 'valibot';
import { domainError } from '../../core/errors/domain-error';
import type { PaymentOrderSnapshot } from '../../core/order/payment-order-snapshot';
import { flattenCallbackBody } from '../../core/payment/callback-params';
import type {
  CheckoutHandle,
  InstalmentHandle,
  InstalmentOrderRequest,
  PaymentGateway,
  PaymentGatewayError,
  PaymentOrderRequest,
  RefundRequest,
} from '../../core/ports/payment-gateway';
import { callFlitt } from './flitt-api-call';
import { type FlittCredentials, verifyFlittOrder } from './flitt-callback-verifier';
import { flittRefundRequest, readFlittRefundAnswer } from './flitt-refund';
import { signFlittParams } from './flitt-signature';
import type { FlittTransport } from './flitt-transport';

/** Options of the Flitt gateway. */
export interface FlittGatewayOptions extends FlittCredentials {
  readonly transport: FlittTransport;
  /** Seconds until Flitt expires an unpaid order (docs/integrations.md "Flitt checkout request" `lifetime`). */
  readonly orderLifetimeSeconds?: number;
  /** The instalment `payment_method`: `tbc` in production, `x` for Flitt's demo bank (test mode). */
  readonly instalmentBank?: 'tbc' | 'x';
}

const TOKEN = /^[A-Za-z0-9]{16,128}$/;

type Failure = PaymentGatewayError;

/** The token call's success: the embedded checkout's token and, sometimes, its hosted page. */
const CheckoutTokenSchema = v.looseObject({
  response_status: v.literal('success'),
  token: v.pipe(v.string(), v.regex(TOKEN)),
  checkout_url: v.optional(v.string()),
});

/** The instalment call's success: the page the buyer applies on (absolute, or a path of the local Flitt). */
const InstalmentUrlSchema = v.looseObject({
  response_status: v.literal('success'),
  checkout_url: v.pipe(v.string(), v.regex(/^(https?:\/\/|\/)[^\s]{1,2000}$/)),
});

/**
 * Flitt (docs/integrations.md "Flitt checkout request", "Flitt status API", "Flitt refunds"):
 * creates the order and its checkout token, asks an order's status and refunds; every request
 * signed (protocol 1.0.1), every signed answer verified like a callback.
 */
export function createFlittPaymentGateway(options: FlittGatewayOptions): PaymentGateway {
  const merchantId = Number(options.merchantId);
  const lifetime = options.orderLifetimeSeconds ?? 1800;
  // The order as every create call sends it, before signing.
  const orderFields = (order: PaymentOrderRequest, lifetimeSeconds: number) => ({
    version: '1.0.1',
    merchant_id: merchantId,
    order_id: order.orderId,
    order_desc: order.description,
    amount: order.amount,
    currency: order.currency,
    lang: order.language,
    lifetime: lifetimeSeconds,
    response_url: order.resultUrl,
    server_callback_url: order.callbackUrl,
    ...(order.customerEmail === undefined ? {} : { sender_email: order.customerEmail }),
  });
  return {
    createCheckout(order: PaymentOrderRequest) {
      const request = signFlittParams(orderFields(order, lifetime), options.secretKey);
      return callFlitt(options.transport, '/api/checkout/token', request).andThen((response) => {
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

    createInstalmentCheckout(order: InstalmentOrderRequest) {
      // docs/integrations.md "Flitt bank instalments": the card order's fields plus the bank.
      const request = signFlittParams(
        {
          ...orderFields(order, order.lifetimeSeconds),
          payment_systems: 'installments',
          payment_method: options.instalmentBank ?? 'tbc',
        },
        options.secretKey,
      );
      return callFlitt(options.transport, '/api/checkout/url', request).andThen((response) => {
        const parsed = v.safeParse(InstalmentUrlSchema, response);
        if (!parsed.success) {
          return err<InstalmentHandle, Failure>(domainError('payment_gateway.unavailable'));
        }
        return ok<InstalmentHandle, Failure>({ checkoutUrl: parsed.output.checkout_url });
      });
    },

    fetchOrderStatus(orderId: string) {
      const request = signFlittParams(
        { version: '1.0.1', merchant_id: merchantId, order_id: orderId },
        options.secretKey,
      );
      return callFlitt(options.transport, '/api/status/order_id', request).andThen((response) => {
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

    refund(request: RefundRequest) {
      return callFlitt(
        options.transport,
        '/api/reverse/order_id',
        flittRefundRequest(request, options),
      ).andThen((response) => readFlittRefundAnswer(response, request, options));
    },
  };
}
