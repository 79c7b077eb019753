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
