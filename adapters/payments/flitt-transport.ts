import type { Dispatcher } from 'undici';
import { fetch } from '../http/undici-fetch';
import { parseJson } from '../vendor-json/parse-json';

/** One answer of Flitt's API: the HTTP status and the decoded JSON body (undefined if not JSON). */
export interface FlittAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Sends one `{"request": {...}}` JSON call to a Flitt API path (`/api/checkout/token`, …). Rejects
 * on network failure or timeout. The HTTP transport is the real one; the offline demo passes the
 * demo provider's handler so the same client code runs without a network hop.
 */
export type FlittTransport = (
  path: string,
  request: Readonly<Record<string, unknown>>,
) => Promise<FlittAnswer>;

/** Options of the HTTP transport. */
export interface HttpFlittTransportOptions {
  /** Scheme and host (and optional path prefix), e.g. https://pay.flitt.com or a local fake. */
  readonly baseUrl: string;
  /** Per call; the visitor waits on the token call, so it is shorter than the 30 s general limit. */
  readonly timeoutMs: number;
  readonly dispatcher?: Dispatcher;
}

/** JSON over HTTPS with a timeout (docs/integrations.md "Flitt checkout request": the answer uses the request's format). */
export function createHttpFlittTransport(options: HttpFlittTransportOptions): FlittTransport {
  const base = options.baseUrl.replace(/\/+$/, '');
  const extra = options.dispatcher === undefined ? {} : { dispatcher: options.dispatcher };
  return async (path, request) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
      body: JSON.stringify({ request }),
      signal: AbortSignal.timeout(options.timeoutMs),
      ...extra,
    });
    return { status: response.status, body: parseJson(await response.text()) };
  };
}
