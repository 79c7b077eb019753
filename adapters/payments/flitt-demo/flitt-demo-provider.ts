import { randomBytes } from 'node:crypto';
import { flattenCallbackBody } from '../../../core/payment/callback-params';
import type { OrderStatus } from '../../../core/payment/order-status';
import { hasValidFlittSignature, signFlittParams } from '../flitt-signature';
import type { FlittAnswer } from '../flitt-transport';
import { isUsableExpiry, testCardOutcome } from './test-cards';

/** How the provider delivers server callbacks: as Flitt does by default, never, or twice at once. */
export type DemoCallbackMode = 'deliver' | 'never' | 'twice';

/** One server callback the demo provider posts: the URL, the signed fields and the body format. */
export interface DemoCallback {
  readonly url: string;
  readonly params: Readonly<Record<string, string>>;
  readonly format: 'json' | 'form';
}

/** Posts one callback and resolves with the HTTP status the merchant answered. */
export type DemoCallbackPoster = (callback: DemoCallback) => Promise<number>;

/** An order the demo provider holds. */
export interface DemoOrder {
  /** The signed create request exactly as received (the fake's record of what was signed). */
  readonly request: Readonly<Record<string, string>>;
  readonly token: string;
  status: OrderStatus;
  readonly paymentId: number;
  /** When the provider expires the order unless it is paid (the request's `lifetime`). */
  readonly expiresAt: Date;
  maskedCard?: string;
  responseCode?: string;
  responseDescription?: string;
}

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
}

/** The local Flitt: API handlers, the widget's pay call, and switches for tests. */
export interface FlittDemoProvider {
  /** Answers `/api/checkout/token` and `/api/status/order_id` like Flitt (JSON wire format). */
  handleApi(path: string, body: unknown): FlittAnswer;
  /** Pays an order by token with a test card; posts the callback(s) before answering. */
  pay(input: {
    token: string;
    cardNumber: string;
    expiry: string;
    cvv: string;
  }): Promise<DemoPayResult>;
  /** Moves an order to a final status (expired, reversed, …) and posts the callback, as Flitt would. */
  settle(orderId: string, status: OrderStatus): Promise<void>;
  /** Every create request received, signed fields as sent (tamper tests inspect the amounts). */
  receivedOrders(): readonly DemoOrder[];
  /** Every callback posted and the status the merchant answered. */
  deliveries(): readonly { readonly callback: DemoCallback; readonly status: number | 'failed' }[];
  setCallbackMode(mode: DemoCallbackMode): void;
  setCallbackDelayMs(ms: number): void;
  setCallbackFormat(format: 'json' | 'form'): void;
  /** Resolves when every callback posted so far (delayed ones too) has been answered. */
  settled(): Promise<void>;
}

const REQUIRED_CREATE = ['merchant_id', 'order_id', 'order_desc', 'amount', 'currency'] as const;

const failure = (status: number, code: number, message: string): FlittAnswer => ({
  status,
  body: {
    response: {
      response_status: 'failure',
      error_code: code,
      error_message: message,
      request_id: randomBytes(6).toString('hex'),
    },
  },
});

/** Flitt's `lifetime` when the request has none: 10 hours (docs/integrations.md "Flitt checkout request"). */
const DEFAULT_LIFETIME_SECONDS = 36_000;

const two = (n: number) => String(n).padStart(2, '0');
const orderTime = (at: Date) =>
  `${two(at.getUTCDate())}.${two(at.getUTCMonth() + 1)}.${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`;

/**
 * A stand-in for Flitt that speaks its wire protocol (docs/integrations.md "Flitt"): checks request
 * signatures (1014 otherwise), refuses a repeated order id (1013), issues 40-character tokens, answers
 * the status API with a signed order object, decides payments by the test-card table and posts
 * signed callbacks (approved, declined, expired, reversed) to `server_callback_url`.
 */
export function createFlittDemoProvider(options: FlittDemoProviderOptions): FlittDemoProvider {
  const now = options.now ?? (() => new Date());
  const byToken = new Map<string, DemoOrder>();
  const byOrderId = new Map<string, DemoOrder>();
  const deliveries: { callback: DemoCallback; status: number | 'failed' }[] = [];
  const inFlight = new Set<Promise<void>>();
  let mode = options.callbackMode ?? 'deliver';
  let delayMs = options.callbackDelayMs ?? 0;
  let format = options.callbackFormat ?? 'json';
  let nextPaymentId = 800_000_000 + Math.floor(Math.random() * 1_000_000);

  const orderObject = (order: DemoOrder): Record<string, string> => {
    const amount = order.request.amount ?? '0';
    const approvedOnce = order.status === 'approved' || order.status === 'reversed';
    const fields: Record<string, string> = {
      order_id: order.request.order_id ?? '',
      merchant_id: options.merchantId,
      amount,
      currency: order.request.currency ?? '',
      order_status: order.status,
      response_status: 'success',
      tran_type: order.status === 'reversed' ? 'reverse' : 'purchase',
      payment_id: String(order.paymentId),
      actual_amount: approvedOnce ? amount : '0',
      actual_currency: order.request.currency ?? '',
      reversal_amount: order.status === 'reversed' ? amount : '0',
      settlement_amount: '0',
      fee_oplata: '0',
      masked_card: order.maskedCard ?? '',
      card_type: order.maskedCard?.startsWith('4') ? 'VISA' : order.maskedCard ? 'MasterCard' : '',
      rrn: approvedOnce ? String(order.paymentId).slice(-9) : '',
      approval_code: approvedOnce ? String(order.paymentId).slice(-6) : '',
      response_code: order.responseCode ?? '',
      response_description: order.responseDescription ?? '',
      sender_email: order.request.sender_email ?? '',
      merchant_data: order.request.merchant_data ?? '',
      order_time: orderTime(now()),
      payment_system: 'card',
      eci: '7',
      additional_info: JSON.stringify({
        transaction_id: approvedOnce ? order.paymentId + 1 : null,
        is_test: true,
        payment_method: 'card',
      }),
    };
    return signFlittParams(fields, options.secretKey);
  };

  const deliverOnce = async (callback: DemoCallback) => {
    const status = await options.postCallback(callback).catch(() => 'failed' as const);
    deliveries.push({ callback, status });
  };

  const postCallbacks = (order: DemoOrder): Promise<void> => {
    const url = order.request.server_callback_url;
    if (mode === 'never' || url === undefined || url === '') return Promise.resolve();
    const callback: DemoCallback = { url, params: orderObject(order), format };
    const copies = mode === 'twice' ? 2 : 1;
    const run = async () => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await Promise.all(Array.from({ length: copies }, () => deliverOnce(callback)));
    };
    const task = run();
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
    // A delayed callback arrives after the browser learns the result, as it can in production.
    return delayMs > 0 ? Promise.resolve() : task;
  };

  const createToken = (request: Record<string, string>): FlittAnswer => {
    for (const field of REQUIRED_CREATE) {
      if (!request[field]) return failure(200, 1011, `Parameter \`${field}\` is missing`);
    }
    if (!hasValidFlittSignature(request, options.secretKey))
      return failure(200, 1014, 'Invalid signature');
    if (request.merchant_id !== options.merchantId) return failure(200, 1016, 'Merchant not found');
    if (!/^\d{1,12}$/.test(request.amount ?? '')) return failure(200, 1023, 'Invalid amount');
    if (byOrderId.has(request.order_id ?? '')) return failure(200, 1013, 'Duplicate order_id');
    const token = randomBytes(20).toString('hex');
    nextPaymentId += 1;
    const lifetimeSeconds = Number(request.lifetime ?? DEFAULT_LIFETIME_SECONDS);
    const order: DemoOrder = {
      request,
      token,
      status: 'created',
      paymentId: nextPaymentId,
      expiresAt: new Date(now().getTime() + lifetimeSeconds * 1000),
    };
    byToken.set(token, order);
    byOrderId.set(request.order_id ?? '', order);
    return { status: 200, body: { response: { response_status: 'success', token } } };
  };

  // Like Flitt, an order not paid within its lifetime is expired; checked whenever it is looked at.
  const expireIfDue = (order: DemoOrder) => {
    const unpaid = order.status === 'created' || order.status === 'processing';
    if (unpaid && now().getTime() >= order.expiresAt.getTime()) order.status = 'expired';
  };

  const status = (request: Record<string, string>): FlittAnswer => {
    if (!hasValidFlittSignature(request, options.secretKey))
      return failure(200, 1014, 'Invalid signature');
    const order = byOrderId.get(request.order_id ?? '');
    if (order === undefined || request.merchant_id !== options.merchantId) {
      return failure(200, 1018, 'Order not found');
    }
    expireIfDue(order);
    return { status: 200, body: { response: orderObject(order) } };
  };

  return {
    handleApi(path, body) {
      const wrapped = (body as { request?: unknown } | undefined)?.request ?? body;
      const request = flattenCallbackBody(wrapped);
      if (request === null) return failure(200, 1010, 'Request is empty');
      const route = path.replace(/\/+$/, '');
      if (route === '/api/checkout/token') return createToken(request);
      if (route === '/api/status/order_id') return status(request);
      return failure(404, 1002, 'Application error');
    },

    async pay({ token, cardNumber, expiry, cvv }) {
      const order = byToken.get(token);
      if (order === undefined) return { result: 'error', code: 1035, message: 'Token not found' };
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

    async settle(orderId, next) {
      const order = byOrderId.get(orderId);
      if (order === undefined) throw new Error(`unknown order ${orderId}`);
      order.status = next;
      await postCallbacks(order);
    },

    receivedOrders: () => [...byOrderId.values()],
    deliveries: () => [...deliveries],
    setCallbackMode(next) {
      mode = next;
    },
    setCallbackDelayMs(next) {
      delayMs = next;
    },
    setCallbackFormat(next) {
      format = next;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
