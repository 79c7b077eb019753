import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { PaymentCallbackVerifier } from '../../../core/ports/payment-callback-verifier';
import type { PaymentGateway } from '../../../core/ports/payment-gateway';
import { createFlittCallbackVerifier } from '../flitt-callback-verifier';
import { createFlittPaymentGateway } from '../flitt-payment-gateway';
import type { FlittTransport } from '../flitt-transport';
import type { DemoCallback } from './demo-callbacks';
import {
  FLITT_WIDGET_SCRIPT_PATH,
  FLITT_WIDGET_STYLE_PATH,
  flittDemoPlugin,
} from './flitt-demo-plugin';
import {
  createFlittDemoProvider,
  type DemoCallbackMode,
  type FlittDemoProvider,
} from './flitt-demo-provider';

/** Options of the offline Flitt. */
export interface OfflineFlittOptions {
  readonly merchantId: string;
  readonly secretKey: string;
  /** Where it is mounted under the site's origin, e.g. `/flitt-demo`. */
  readonly prefix: string;
  readonly callbackMode?: DemoCallbackMode;
  readonly callbackDelayMs?: number;
  /** Seconds until an unpaid order expires (the gateway's `lifetime`; Flitt's 1800 when omitted). */
  readonly orderLifetimeSeconds?: number;
  /** The local Flitt's clock, which decides when an order has expired; the system clock by default. */
  readonly now?: () => Date;
}

/** The real Flitt adapters wired to a local Flitt inside the same server. */
export interface OfflineFlitt {
  readonly gateway: PaymentGateway;
  readonly verifier: PaymentCallbackVerifier;
  readonly widget: { readonly scriptUrl: string; readonly styleUrl: string };
  readonly demo: { readonly prefix: string; readonly plugin: FastifyPluginAsync };
  /** The local Flitt itself (test switches and records). */
  readonly provider: FlittDemoProvider;
}

/** Posts a callback through the app's own router, as JSON or form, like Flitt's HTTP post. */
async function injectCallback(app: FastifyInstance, callback: DemoCallback): Promise<number> {
  const json = callback.format === 'json';
  const response = await app.inject({
    method: 'POST',
    url: new URL(callback.url).pathname,
    headers: {
      'content-type': json
        ? 'application/json; charset=UTF-8'
        : 'application/x-www-form-urlencoded',
    },
    payload: json
      ? JSON.stringify(callback.params)
      : new URLSearchParams(callback.params).toString(),
  });
  return response.statusCode;
}

/**
 * The offline demo (`FLITT_MODE=demo`, the default): `npm start` sells a test purchase with no
 * internet. The Flitt gateway and verifier are the production adapters; only the transport is
 * in-process, the local Flitt (widget, test cards, signed callbacks) is mounted at `prefix`, and its
 * callbacks go through the app's own router to the callback route.
 */
export function createOfflineFlitt(options: OfflineFlittOptions): OfflineFlitt {
  let app: FastifyInstance | undefined;
  const provider = createFlittDemoProvider({
    merchantId: options.merchantId,
    secretKey: options.secretKey,
    pageBaseUrl: options.prefix,
    ...(options.callbackMode === undefined ? {} : { callbackMode: options.callbackMode }),
    ...(options.callbackDelayMs === undefined ? {} : { callbackDelayMs: options.callbackDelayMs }),
    ...(options.now === undefined ? {} : { now: options.now }),
    postCallback: (callback) =>
      app === undefined
        ? Promise.reject(new Error('offline Flitt is not mounted'))
        : injectCallback(app, callback),
  });
  const transport: FlittTransport = async (path, request) => {
    const { answerLost, ...answer } = provider.handleApi(path, { request });
    // A lost answer (a test fault) reaches the gateway as its HTTP client's time-out would.
    if (answerLost) throw new DOMException('The operation timed out', 'TimeoutError');
    return answer;
  };
  const credentials = { merchantId: options.merchantId, secretKey: options.secretKey };
  return {
    gateway: createFlittPaymentGateway({
      ...credentials,
      transport,
      // Flitt's demo bank: the offline demo never reaches TBC.
      instalmentBank: 'x',
      ...(options.orderLifetimeSeconds === undefined
        ? {}
        : { orderLifetimeSeconds: options.orderLifetimeSeconds }),
    }),
    verifier: createFlittCallbackVerifier(credentials),
    widget: {
      scriptUrl: `${options.prefix}${FLITT_WIDGET_SCRIPT_PATH}`,
      styleUrl: `${options.prefix}${FLITT_WIDGET_STYLE_PATH}`,
    },
    demo: {
      prefix: options.prefix,
      plugin: async (instance) => {
        app = instance;
        await instance.register(flittDemoPlugin, { provider });
      },
    },
    provider,
  };
}
