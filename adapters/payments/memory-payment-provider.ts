import { randomBytes } from 'node:crypto';
import { errAsync, okAsync } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import type { OrderStatus } from '../../core/payment/order-status';
import type { PaymentOrderSnapshot } from '../../core/payment/payment-order-snapshot';
import type { PaymentCallbackVerifier } from '../../core/ports/payment-callback-verifier';
import type {
  PaymentGateway,
  PaymentGatewayError,
  PaymentOrderRequest,
} from '../../core/ports/payment-gateway';
import { readFlittOrderFields } from './flitt-order-fields';

/** One order the twin holds: what was asked, its token and its current status. */
export interface MemoryPaymentOrder {
  readonly request: PaymentOrderRequest;
  readonly token: string;
  status: OrderStatus;
  readonly paymentId: string;
}

/** The in-memory twin of the card provider: a gateway, a verifier and test controls. */
export interface MemoryPaymentProvider {
  readonly gateway: PaymentGateway;
  readonly verifier: PaymentCallbackVerifier;
  readonly merchantId: string;
  orders(): readonly MemoryPaymentOrder[];
  /** Moves an order to `status` and returns the callback the provider would post for it. */
  settle(orderId: string, status: OrderStatus): Record<string, string>;
  /** Makes the next `count` gateway calls fail with `code`. */
  failNext(code: PaymentGatewayError['type'], count?: number): void;
}

/**
 * Behaves like Flitt without a network: unique order ids (a repeat is `rejected`, code 1013),
 * status answers, and callbacks that only this twin's verifier accepts (each one it issued, byte for
 * byte, keyed by a random signature), so a changed field fails exactly as a forged one would.
 */
export function createMemoryPaymentProvider(merchantId = '1549901'): MemoryPaymentProvider {
  const orders = new Map<string, MemoryPaymentOrder>();
  const issued = new Map<string, string>();
  const failures: PaymentGatewayError['type'][] = [];
  let payments = 100_000;

  const snapshot = (order: MemoryPaymentOrder): PaymentOrderSnapshot => ({
    orderId: order.request.orderId,
    status: order.status,
    amount: order.request.amount,
    currency: order.request.currency,
    paymentId: order.paymentId,
    ...(order.status === 'approved' ? { transactionId: `trx-${order.paymentId}` } : {}),
    reversalAmount: order.status === 'reversed' ? order.request.amount : 0,
  });

  const canonical = (params: Readonly<Record<string, string>>) =>
    JSON.stringify(
      Object.entries(params)
        .filter(([key]) => key !== 'signature')
        .sort(),
    );

  return {
    merchantId,
    gateway: {
      createCheckout(request) {
        const failure = failures.shift();
        if (failure !== undefined) return errAsync(domainError(failure));
        if (orders.has(request.orderId)) {
          return errAsync(domainError('payment_gateway.rejected', { providerCode: '1013' }));
        }
        payments += 1;
        const token = randomBytes(20).toString('hex');
        orders.set(request.orderId, {
          request,
          token,
          status: 'created',
          paymentId: String(payments),
        });
        return okAsync({ token });
      },
      fetchOrderStatus(orderId) {
        const failure = failures.shift();
        if (failure !== undefined) return errAsync(domainError(failure));
        const order = orders.get(orderId);
        return order === undefined
          ? errAsync(domainError('payment_gateway.not_found'))
          : okAsync(snapshot(order));
      },
    },
    verifier: {
      verify(params) {
        const fields = readFlittOrderFields(params);
        if (fields.isErr()) return errAsync(fields.error);
        if (issued.get(params.signature ?? '') !== canonical(params)) {
          return errAsync(domainError('payment_callback.invalid_signature'));
        }
        if (fields.value.merchantId !== merchantId) {
          return errAsync(domainError('payment_callback.merchant_mismatch'));
        }
        return okAsync(fields.value);
      },
    },
    orders: () => [...orders.values()],
    settle(orderId, status) {
      const order = orders.get(orderId);
      if (order === undefined) throw new Error(`unknown order ${orderId}`);
      order.status = status;
      const state = snapshot(order);
      const params: Record<string, string> = {
        order_id: orderId,
        merchant_id: merchantId,
        amount: String(state.amount),
        currency: state.currency,
        order_status: status,
        payment_id: order.paymentId,
        reversal_amount: String(state.reversalAmount ?? 0),
        additional_info: JSON.stringify({ transaction_id: state.transactionId, is_test: true }),
      };
      const signature = randomBytes(20).toString('hex');
      issued.set(signature, canonical(params));
      return { ...params, signature };
    },
    failNext(code, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(code);
    },
  };
}
