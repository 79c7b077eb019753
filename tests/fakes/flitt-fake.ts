import Fastify from 'fastify';
import { fetch } from 'undici';
import type { DemoCallback } from '../../adapters/payments/flitt-demo/demo-callbacks';
import {
  FLITT_WIDGET_SCRIPT_PATH,
  FLITT_WIDGET_STYLE_PATH,
  flittDemoPlugin,
} from '../../adapters/payments/flitt-demo/flitt-demo-plugin';
import {
  createFlittDemoProvider,
  type FlittDemoProvider,
  type FlittDemoProviderOptions,
} from '../../adapters/payments/flitt-demo/flitt-demo-provider';
import { createFlittPaymentGateway } from '../../adapters/payments/flitt-payment-gateway';
import { createHttpFlittTransport } from '../../adapters/payments/flitt-transport';
import { tetriConstant } from '../../core/money/money';

/** A running local Flitt on 127.0.0.1 (docs/integrations.md "Flitt"): its URL, credentials and controls. */
export interface FlittFake {
  /** Scheme, host and port: FLITT_BASE_URL. */
  readonly baseUrl: string;
  readonly merchantId: string;
  readonly secretKey: string;
  readonly scriptUrl: string;
  readonly styleUrl: string;
  /**
   * Test switches and records: callback mode, delay and format, refund faults; received orders,
   * refund calls, callback attempts and waiting retries (`retryCallbacksNow` runs them at once).
   */
  readonly provider: FlittDemoProvider;
  stop(): Promise<void>;
}

/** Posts a callback over HTTP as Flitt does: JSON by default, form-encoded on request. */
export async function postCallbackOverHttp(callback: DemoCallback): Promise<number> {
  const body =
    callback.format === 'json'
      ? JSON.stringify(callback.params)
      : new URLSearchParams(callback.params).toString();
  const response = await fetch(callback.url, {
    method: 'POST',
    headers: {
      'content-type':
        callback.format === 'json'
          ? 'application/json; charset=UTF-8'
          : 'application/x-www-form-urlencoded',
    },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Starts the local Flitt with Flitt's test merchant (1549901, key `test`, docs/integrations.md "Flitt test mode") unless told
 * otherwise. Callbacks go over HTTP to each order's `server_callback_url`.
 */
export async function startFlittFake(
  options: Partial<Omit<FlittDemoProviderOptions, 'postCallback'>> = {},
): Promise<FlittFake> {
  const merchantId = options.merchantId ?? '1549901';
  const secretKey = options.secretKey ?? 'test';
  const provider = createFlittDemoProvider({
    ...options,
    merchantId,
    secretKey,
    postCallback: postCallbackOverHttp,
  });
  // Closing drops every connection, the held ones of lost answers and the client's spares too.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(flittDemoPlugin, { provider });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  provider.setPageBaseUrl(address);
  return {
    baseUrl: address,
    merchantId,
    secretKey,
    scriptUrl: `${address}${FLITT_WIDGET_SCRIPT_PATH}`,
    styleUrl: `${address}${FLITT_WIDGET_STYLE_PATH}`,
    provider,
    async stop() {
      await provider.settled();
      provider.close();
      await app.close();
    },
  };
}

/** An order a buyer opened at the local Flitt and paid. */
export interface FlittPaidOrder {
  readonly orderId: string;
  readonly amountTetri: number;
  /** Where the local Flitt posts the order's callbacks (the payment's, then each refund's). */
  readonly callbackUrl: string;
}

/**
 * Pays an order at the local Flitt as a buyer would: opened through the signed checkout-token API,
 * then paid at the widget's pay endpoint with an approved test card (docs/integrations.md "Flitt
 * test mode"). Resolves with the signed order object the widget receives; throws unless approved.
 */
export async function payWithApprovedTestCard(
  fake: FlittFake,
  order: FlittPaidOrder,
): Promise<Record<string, string>> {
  const gateway = createFlittPaymentGateway({
    merchantId: fake.merchantId,
    secretKey: fake.secretKey,
    transport: createHttpFlittTransport({ baseUrl: fake.baseUrl, timeoutMs: 5_000 }),
  });
  const handle = await gateway.createCheckout({
    orderId: order.orderId,
    amount: tetriConstant(order.amountTetri),
    currency: 'GEL',
    description: 'კურსი / Course',
    language: 'ka',
    resultUrl: 'https://example.ge/api/payment/return',
    callbackUrl: order.callbackUrl,
  });
  const response = await fetch(`${fake.baseUrl}/api/demo/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: handle._unsafeUnwrap().token,
      card_number: '4444555511116666',
      expiry: '12/39',
      cvv: '111',
    }).toString(),
  });
  const answer = (await response.json()) as { result: string; order_data?: Record<string, string> };
  if (answer.result !== 'approved' || answer.order_data === undefined) {
    throw new Error(`The local Flitt did not approve ${order.orderId}: ${JSON.stringify(answer)}`);
  }
  await fake.provider.settled();
  return answer.order_data;
}
