import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '../../../core/order/order-status';
import { flattenCallbackBody } from '../../../core/payment/callback-params';
import { hasValidFlittSignature } from '../flitt-signature';
import { createReversalLedger, type ReversalFault } from '../reversal-ledger';
import { type DemoApiAnswer, flittFailure, missingField } from './demo-answers';
import type { DemoBankApplication, DemoBankDecision } from './demo-bank-page';
import {
  createDemoCallbackDelivery,
  type DemoCallback,
  type DemoCallbackPoster,
  type DemoCallbackRetry,
  type DemoDelivery,
} from './demo-callbacks';
import { type DemoOrder, demoOrderObject } from './demo-order';
import { createDemoReversals, type DemoReversalRecord } from './demo-reversals';
import { isUsableExpiry, testCardOutcome } from './test-cards';

/** How the provider delivers server callbacks: as Flitt does by default, never, or twice at once. */
export type DemoCallbackMode = 'deliver' | 'never' | 'twice';

/** What the widget's pay call answers. */
export type DemoPayResult =
  | { readonly result: 'approved' | 'declined'; readonly orderData: Record<string, string> }
  | { readonly result: 'error'; readonly code: number; readonly message: string };

/** Options of the demo provider. */
export interface FlittDemoProviderOptions {
  readonly merchantId: string;
  readonly secretKey: string;
  readonly postCallback: DemoCallbackPoster;
  readonly now?: () => Date;
  readonly callbackMode?: DemoCallbackMode;
  readonly callbackDelayMs?: number;
  readonly callbackFormat?: 'json' | 'form';
  /** `tran_type` of the order object after a refund; Flitt's is not documented (`reverse` assumed). */
  readonly reversalTranType?: string;
  /** Where the bank's application page is served (the plugin's mount), before `/demo-bank/instalment`. */
  readonly pageBaseUrl?: string;
}

/** The bank's answer to an application: where the buyer's browser goes next, or why not. */
export type DemoBankResult =
  | { readonly result: 'redirect'; readonly url: string }
  | { readonly result: 'error'; readonly code: number; readonly message: string };

/** The local Flitt: API handlers, the widget's pay call, and switches for tests. */
export interface FlittDemoProvider {
  /** Answers `/api/checkout/token`, `/api/status/order_id` and `/api/reverse/order_id` like Flitt. */
  handleApi(path: string, body: unknown): DemoApiAnswer;
  /** Pays an order by token with a test card; posts the callback(s) before answering. */
  pay(input: {
    token: string;
    cardNumber: string;
    expiry: string;
    cvv: string;
  }): Promise<DemoPayResult>;
  /** The instalment application a bank page shows, or undefined for an unknown or card token. */
  bankApplication(token: string): DemoBankApplication | undefined;
  /** The demo bank decides an application, posts the callback and sends the buyer to `response_url`. */
  decideInstalment(input: { token: string; decision: DemoBankDecision }): Promise<DemoBankResult>;
  /** Serves the bank page under this address from now on (the fake learns its port after listening). */
  setPageBaseUrl(url: string): void;
  /** Moves an order to a final status (expired, reversed, …) and posts the callback, as Flitt would. */
  settle(orderId: string, status: OrderStatus): Promise<void>;
  /** Every create request received, signed fields as sent (tamper tests inspect the amounts). */
  receivedOrders(): readonly DemoOrder[];
  /** The next refund call meets `fault` (docs/integrations.md "Flitt refunds": the local providers). */
  failNextReverse(fault: ReversalFault): void;
  /** Settles the order's `processing` refunds and posts a callback after each approved one. */
  settlePendingReversals(orderId: string, status: 'approved' | 'declined'): Promise<void>;
  /** Every refund call received and what it did. */
  reversals(): readonly DemoReversalRecord[];
  /** How many refunds of the order took money back. */
  refundsApplied(orderId: string): number;
  /** Every callback attempt and the status the merchant answered. */
  deliveries(): readonly DemoDelivery[];
  /** Callback retries waiting on Flitt's schedule. */
  pendingCallbackRetries(): readonly DemoCallbackRetry[];
  /** Makes the waiting callback retries now; resolves when they are answered. */
  retryCallbacksNow(): Promise<void>;
  setCallbackMode(mode: DemoCallbackMode): void;
  setCallbackDelayMs(ms: number): void;
  setCallbackFormat(format: 'json' | 'form'): void;
  /** Resolves when every callback posted so far (delayed ones too) has been answered. */
  settled(): Promise<void>;
  /** Cancels the waiting callback retries. */
  close(): void;
}

const REQUIRED_CREATE = ['merchant_id', 'order_id', 'order_desc', 'amount', 'currency'] as const;

/** Banks of Flitt's instalment flow: TBC, and `x`, the demo bank of test mode. */
const INSTALMENT_BANKS: readonly string[] = ['tbc', 'x'];

/** The order fields the browser return carries, as Flitt posts them to `response_url`. */
const RETURN_FIELDS = ['order_id', 'order_status', 'payment_id', 'response_code'] as const;

/** Flitt's `lifetime` when the request has none: 10 hours (docs/integrations.md "Flitt checkout request"). */
const DEFAULT_LIFETIME_SECONDS = 36_000;

/**
 * A stand-in for Flitt that speaks its wire protocol (docs/integrations.md "Flitt refunds"): checks
 * signatures, refuses a reused order id, decides payments by the test-card table, refunds by
 * Flitt's rules and posts signed callbacks, retried on Flitt's schedule.
 */
export function createFlittDemoProvider(options: FlittDemoProviderOptions): FlittDemoProvider {
  const now = options.now ?? (() => new Date());
  const byToken = new Map<string, DemoOrder>();
  const byOrderId = new Map<string, DemoOrder>();
  const delivery = createDemoCallbackDelivery(options.postCallback);
  let mode = options.callbackMode ?? 'deliver';
  let delayMs = options.callbackDelayMs ?? 0;
  let format = options.callbackFormat ?? 'json';
  let pageBaseUrl = options.pageBaseUrl ?? '';
  let nextPaymentId = 800_000_000 + Math.floor(Math.random() * 1_000_000);
  let nextTransactionId = 2_011_000_000 + Math.floor(Math.random() * 1_000_000);

  const orderObject = (order: DemoOrder) =>
    demoOrderObject(order, {
      merchantId: options.merchantId,
      secretKey: options.secretKey,
      at: now(),
    });

  const postCallbacks = (order: DemoOrder): Promise<void> => {
    const url = order.request.server_callback_url;
    if (mode === 'never' || url === undefined || url === '') return Promise.resolve();
    const callback: DemoCallback = { url, params: orderObject(order), format };
    const task = delivery.send(callback, mode === 'twice' ? 2 : 1, delayMs);
    // A delayed callback arrives after the browser learns the result, as it can in production.
    return delayMs > 0 ? Promise.resolve() : task;
  };

  const createToken = (
    request: Record<string, string>,
    method: 'card' | 'instalment' = 'card',
  ): DemoApiAnswer => {
    const missing = missingField(request, REQUIRED_CREATE);
    if (missing !== undefined) {
      return flittFailure(200, 1011, `Parameter \`${missing}\` is missing`);
    }
    if (!hasValidFlittSignature(request, options.secretKey))
      return flittFailure(200, 1014, 'Invalid signature');
    if (request.merchant_id !== options.merchantId) {
      return flittFailure(200, 1016, 'Merchant not found');
    }
    if (!/^\d{1,12}$/.test(request.amount ?? '')) return flittFailure(200, 1023, 'Invalid amount');
    if (byOrderId.has(request.order_id ?? '')) return flittFailure(200, 1013, 'Duplicate order_id');
    const token = randomBytes(20).toString('hex');
    nextPaymentId += 1;
    const lifetimeSeconds = Number(request.lifetime ?? DEFAULT_LIFETIME_SECONDS);
    const order: DemoOrder = {
      request,
      token,
      status: 'created',
      paymentId: nextPaymentId,
      expiresAt: new Date(now().getTime() + lifetimeSeconds * 1000),
      method,
      tranType: 'purchase',
      reversals: createReversalLedger({
        paid: Number(request.amount),
        currency: request.currency ?? '',
        nextTransactionId: () => {
          nextTransactionId += 1;
          return String(nextTransactionId);
        },
      }),
    };
    byToken.set(token, order);
    byOrderId.set(request.order_id ?? '', order);
    if (method === 'instalment') {
      const checkoutUrl = `${pageBaseUrl}/demo-bank/instalment?token=${token}`;
      return {
        status: 200,
        body: {
          response: {
            response_status: 'success',
            checkout_url: checkoutUrl,
            payment_id: String(order.paymentId),
          },
        },
      };
    }
    return { status: 200, body: { response: { response_status: 'success', token } } };
  };

  // docs/integrations.md "Flitt bank instalments": the same create call with the bank named.
  const createInstalment = (request: Record<string, string>): DemoApiAnswer => {
    if (request.payment_systems !== 'installments') {
      return flittFailure(200, 1100, 'Only the instalment flow is simulated at /api/checkout/url');
    }
    if (!INSTALMENT_BANKS.includes(request.payment_method ?? '')) {
      return flittFailure(200, 1011, 'Parameter `payment_method` is incorrect');
    }
    return createToken(request, 'instalment');
  };

  // Like Flitt, an order not paid within its lifetime is expired; checked whenever it is looked at.
  const expireIfDue = (order: DemoOrder) => {
    const unpaid = order.status === 'created' || order.status === 'processing';
    if (unpaid && now().getTime() >= order.expiresAt.getTime()) order.status = 'expired';
  };

  const findOrder = (orderId: string) => {
    const order = byOrderId.get(orderId);
    if (order !== undefined) expireIfDue(order);
    return order;
  };

  // After money went back: the order carries the reversal's type, is `reversed` once nothing is
  // left, and its server callback says so.
  const refunded = (order: DemoOrder) => {
    order.tranType = options.reversalTranType ?? 'reverse';
    if (order.reversals.fullyReversed()) order.status = 'reversed';
    return postCallbacks(order);
  };

  const reversals = createDemoReversals({
    merchantId: options.merchantId,
    secretKey: options.secretKey,
    findOrder,
    refunded: (order: DemoOrder) => void refunded(order),
  });

  const status = (request: Record<string, string>): DemoApiAnswer => {
    if (!hasValidFlittSignature(request, options.secretKey))
      return flittFailure(200, 1014, 'Invalid signature');
    const order = findOrder(request.order_id ?? '');
    if (order === undefined || request.merchant_id !== options.merchantId) {
      return flittFailure(200, 1018, 'Order not found');
    }
    return { status: 200, body: { response: orderObject(order) } };
  };

  const knownOrder = (orderId: string): DemoOrder => {
    const order = byOrderId.get(orderId);
    if (order === undefined) throw new Error(`unknown order ${orderId}`);
    return order;
  };

  return {
    handleApi(path, body) {
      const wrapped = (body as { request?: unknown } | undefined)?.request ?? body;
      const request = flattenCallbackBody(wrapped);
      if (request === null) return flittFailure(200, 1010, 'Request is empty');
      const route = path.replace(/\/+$/, '');
      if (route === '/api/checkout/token') return createToken(request);
      if (route === '/api/checkout/url') return createInstalment(request);
      if (route === '/api/status/order_id') return status(request);
      if (route === '/api/reverse/order_id') return reversals.handle(request);
      return flittFailure(404, 1002, 'Application error');
    },

    async pay({ token, cardNumber, expiry, cvv }) {
      const order = byToken.get(token);
      if (order === undefined) return { result: 'error', code: 1035, message: 'Token not found' };
      if (order.method === 'instalment') {
        return { result: 'error', code: 1100, message: 'Operation not allowed' };
      }
      expireIfDue(order);
      if (order.status === 'expired') {
        return { result: 'error', code: 2006, message: 'Order lifetime expired' };
      }
      if (order.status !== 'created' && order.status !== 'processing') {
        return { result: 'error', code: 2009, message: 'Order already paid' };
      }
      const outcome = testCardOutcome(cardNumber);
      if (outcome === undefined)
        return { result: 'error', code: 2013, message: 'Invalid card number' };
      if (!isUsableExpiry(expiry, now()))
        return { result: 'error', code: 2016, message: 'Wrong expiry date' };
      if (!/^\d{3,4}$/.test(cvv)) return { result: 'error', code: 2017, message: 'Wrong CVV2' };
      const digits = cardNumber.replace(/[\s-]/g, '');
      order.maskedCard = `${digits.slice(0, 6)}XXXXXX${digits.slice(-4)}`;
      order.status = outcome;
      if (outcome === 'declined') {
        order.responseCode = '1004';
        order.responseDescription = 'Do not honor';
      }
      await postCallbacks(order);
      return { result: outcome, orderData: orderObject(order) };
    },

    bankApplication(token) {
      const order = byToken.get(token);
      if (order === undefined || order.method !== 'instalment') return undefined;
      return {
        token,
        language: order.request.lang === 'en' ? 'en' : 'ka',
        amountTetri: Number(order.request.amount),
        description: order.request.order_desc ?? '',
      };
    },

    async decideInstalment({ token, decision }) {
      const order = byToken.get(token);
      if (order === undefined || order.method !== 'instalment') {
        return { result: 'error', code: 1035, message: 'Token not found' };
      }
      expireIfDue(order);
      if (order.status !== 'created' && order.status !== 'processing') {
        return { result: 'error', code: 2009, message: 'Order already decided' };
      }
      order.status =
        decision === 'approve' ? 'approved' : decision === 'refuse' ? 'declined' : 'processing';
      if (decision === 'refuse') {
        order.responseCode = '1004';
        order.responseDescription = 'Declined by the bank';
      }
      await postCallbacks(order);
      const fields = orderObject(order);
      const back = new URL(order.request.response_url ?? '', 'http://invalid.local');
      for (const field of RETURN_FIELDS) {
        const value = fields[field];
        if (value !== undefined && value !== '') back.searchParams.set(field, value);
      }
      const url =
        back.origin === 'http://invalid.local' ? `${back.pathname}${back.search}` : back.href;
      return { result: 'redirect', url };
    },

    setPageBaseUrl(url) {
      pageBaseUrl = url;
    },

    async settle(orderId, next) {
      const order = knownOrder(orderId);
      order.status = next;
      if (next === 'reversed') order.tranType = options.reversalTranType ?? 'reverse';
      await postCallbacks(order);
    },

    failNextReverse: (fault) => reversals.failNext(fault),
    async settlePendingReversals(orderId, outcome) {
      const order = knownOrder(orderId);
      const approved = order.reversals.settlePending(outcome);
      await Promise.all(approved.map(() => refunded(order)));
    },
    reversals: () => reversals.records(),
    refundsApplied: (orderId) => knownOrder(orderId).reversals.appliedCount(),

    receivedOrders: () => [...byOrderId.values()],
    deliveries: () => delivery.deliveries(),
    pendingCallbackRetries: () => delivery.pendingRetries(),
    retryCallbacksNow: () => delivery.retryNow(),
    setCallbackMode(next) {
      mode = next;
    },
    setCallbackDelayMs(next) {
      delayMs = next;
    },
    setCallbackFormat(next) {
      format = next;
    },
    settled: () => delivery.settled(),
    close: () => delivery.close(),
  };
}
