import { randomBytes } from 'node:crypto';
import { errAsync, okAsync } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import type { OrderStatus } from '../../core/order/order-status';
import type { PaymentOrderSnapshot } from '../../core/order/payment-order-snapshot';
import type { PaymentCallbackVerifier } from '../../core/ports/payment-callback-verifier';
import type {
  PaymentGateway,
  PaymentGatewayError,
  PaymentOrderRequest,
  RefundOutcome,
} from '../../core/ports/payment-gateway';
import { readFlittOrderFields } from './flitt-order-fields';
import {
  createReversalLedger,
  type ReversalAnswer,
  type ReversalFault,
  type ReversalLedger,
  TURNOVER_TOO_LOW,
  verdictUnder,
} from './reversal-ledger';

/** One order the twin holds: what was asked, its token, its current status and its refunds. */
export interface MemoryPaymentOrder {
  readonly request: PaymentOrderRequest;
  readonly token: string;
  status: OrderStatus;
  readonly paymentId: string;
  /** `purchase`, or `reverse` once a refund went through. */
  tranType: 'purchase' | 'reverse';
  readonly reversals: ReversalLedger;
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
  /** The next refund call meets `fault` (docs/integrations.md "Flitt refunds": the local providers). */
  failNextRefund(fault: ReversalFault): void;
  /** Settles the order's pending refunds; returns the callback posted after each approved one. */
  settlePendingRefunds(
    orderId: string,
    status: 'approved' | 'declined',
  ): readonly Record<string, string>[];
  /** The latest callback the provider issued for an order (after a settle or a refund). */
  lastCallback(orderId: string): Record<string, string> | undefined;
}

const outcomeOf = (answer: ReversalAnswer, reverseId: string): RefundOutcome => ({
  status: answer.status,
  reverseId,
  refundedTetri: answer.reversalAmount,
  transactionId: answer.transactionId,
  ...(answer.responseCode === undefined ? {} : { responseCode: answer.responseCode }),
  ...(answer.responseDescription === undefined
    ? {}
    : { responseDescription: answer.responseDescription }),
});

/**
 * Behaves like Flitt without a network: unique order ids (a repeat is `rejected`, code 1013),
 * status answers, refunds by Flitt's rules (reversal-ledger.ts), and callbacks that only this
 * twin's verifier accepts (each one it issued, byte for byte, keyed by a random signature), so a
 * changed field fails exactly as a forged one would.
 */
export function createMemoryPaymentProvider(merchantId = '1549901'): MemoryPaymentProvider {
  const orders = new Map<string, MemoryPaymentOrder>();
  const issued = new Map<string, string>();
  const lastCallbacks = new Map<string, Record<string, string>>();
  const failures: PaymentGatewayError['type'][] = [];
  const refundFaults: ReversalFault[] = [];
  let payments = 100_000;
  let transactions = 500_000;

  const snapshot = (order: MemoryPaymentOrder): PaymentOrderSnapshot => ({
    orderId: order.request.orderId,
    status: order.status,
    amount: order.request.amount,
    currency: order.request.currency,
    paymentId: order.paymentId,
    ...(order.status === 'approved' ? { transactionId: `trx-${order.paymentId}` } : {}),
    reversalAmount: order.status === 'reversed' ? order.request.amount : order.reversals.total(),
    tranType: order.tranType,
  });

  const canonical = (params: Readonly<Record<string, string>>) =>
    JSON.stringify(
      Object.entries(params)
        .filter(([key]) => key !== 'signature')
        .sort(),
    );

  const issueCallback = (order: MemoryPaymentOrder): Record<string, string> => {
    const state = snapshot(order);
    const params: Record<string, string> = {
      order_id: state.orderId,
      merchant_id: merchantId,
      amount: String(state.amount),
      currency: state.currency,
      order_status: state.status,
      tran_type: order.tranType,
      payment_id: order.paymentId,
      reversal_amount: String(state.reversalAmount ?? 0),
      additional_info: JSON.stringify({ transaction_id: state.transactionId, is_test: true }),
    };
    const signature = randomBytes(20).toString('hex');
    issued.set(signature, canonical(params));
    const callback = { ...params, signature };
    lastCallbacks.set(state.orderId, callback);
    return callback;
  };

  // After money went back: the order reads `reverse`, `reversed` once nothing is left, and says so.
  const afterRefund = (order: MemoryPaymentOrder) => {
    order.tranType = 'reverse';
    if (order.reversals.fullyReversed()) order.status = 'reversed';
    return issueCallback(order);
  };

  const knownOrder = (orderId: string): MemoryPaymentOrder => {
    const order = orders.get(orderId);
    if (order === undefined) throw new Error(`unknown order ${orderId}`);
    return order;
  };

  // Opens an order under its provider id, as both create calls do.
  const open = (request: PaymentOrderRequest) => {
    const failure = failures.shift();
    if (failure !== undefined)
      return errAsync<MemoryPaymentOrder, PaymentGatewayError>(domainError(failure));
    if (orders.has(request.orderId)) {
      return errAsync<MemoryPaymentOrder, PaymentGatewayError>(
        domainError('payment_gateway.rejected', { providerCode: '1013' }),
      );
    }
    payments += 1;
    const token = randomBytes(20).toString('hex');
    const order: MemoryPaymentOrder = {
      request,
      token,
      status: 'created',
      paymentId: String(payments),
      tranType: 'purchase',
      reversals: createReversalLedger({
        paid: request.amount,
        currency: request.currency,
        nextTransactionId: () => {
          transactions += 1;
          return String(transactions);
        },
      }),
    };
    orders.set(request.orderId, order);
    return okAsync<MemoryPaymentOrder, PaymentGatewayError>(order);
  };

  return {
    merchantId,
    gateway: {
      createCheckout(request) {
        return open(request).map((order) => ({ token: order.token }));
      },
      createInstalmentCheckout(request) {
        // The bank's page of the memory twin: nothing serves it; tests settle the order directly.
        return open(request).map((order) => ({
          checkoutUrl: `https://bank.invalid/instalment?token=${order.token}`,
        }));
      },
      fetchOrderStatus(orderId) {
        const failure = failures.shift();
        if (failure !== undefined) return errAsync(domainError(failure));
        const order = orders.get(orderId);
        return order === undefined
          ? errAsync(domainError('payment_gateway.not_found'))
          : okAsync(snapshot(order));
      },
      refund(request) {
        const failure = failures.shift();
        if (failure !== undefined) return errAsync(domainError(failure));
        const order = orders.get(request.orderId);
        if (order === undefined) return errAsync(domainError('payment_gateway.not_found'));
        const fault = refundFaults.shift();
        if (fault?.kind === 'turnover-too-low') {
          const { code, message } = TURNOVER_TOO_LOW;
          return errAsync(
            domainError('payment_gateway.rejected', { providerCode: String(code), message }),
          );
        }
        const result = order.reversals.reverse(
          {
            amount: String(request.amount),
            currency: request.currency,
            reverseId: request.reverseId,
          },
          order.status,
          verdictUnder(fault),
        );
        if (result.kind === 'refused') {
          const { code, message } = result;
          return errAsync(
            domainError('payment_gateway.rejected', { providerCode: String(code), message }),
          );
        }
        if (result.kind === 'answered' && result.answer.status === 'approved') afterRefund(order);
        if (fault?.kind === 'timeout-after-applying') {
          return errAsync(domainError('payment_gateway.unavailable', { message: 'Timed out' }));
        }
        return okAsync(outcomeOf(result.answer, request.reverseId));
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
      const order = knownOrder(orderId);
      order.status = status;
      if (status === 'reversed') order.tranType = 'reverse';
      return issueCallback(order);
    },
    failNext(code, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(code);
    },
    failNextRefund(fault) {
      refundFaults.push(fault);
    },
    settlePendingRefunds(orderId, status) {
      const order = knownOrder(orderId);
      return order.reversals.settlePending(status).map(() => afterRefund(order));
    },
    lastCallback: (orderId) => lastCallbacks.get(orderId),
  };
}
