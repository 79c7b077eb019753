import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from './read-request-body';

/** A merchant callback endpoint on 127.0.0.1 that records what the payment provider posts. */
export interface MerchantCallbackCatcher {
  /** The `server_callback_url` to give the provider. */
  readonly url: string;
  /** Every callback received, decoded as the callback route decodes it (JSON or form). */
  received(): readonly Record<string, string>[];
  /** The latest callback received for an order. */
  lastFor(orderId: string): Record<string, string> | undefined;
  /** The HTTP status the endpoint answers from now on (200 at first). */
  answerWith(status: number): void;
  stop(): Promise<void>;
}

/** Starts the endpoint. */
export async function startMerchantCallbackCatcher(): Promise<MerchantCallbackCatcher> {
  const received: Record<string, string>[] = [];
  let status = 200;
  const server = createServer(async (request, response) => {
    const body = await readRequestBody(request);
    const type = request.headers['content-type'] ?? '';
    const fields = type.startsWith('application/json')
      ? (JSON.parse(body) as Record<string, string | number>)
      : Object.fromEntries(new URLSearchParams(body));
    received.push(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])));
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payment/payment-callback`,
    received: () => [...received],
    lastFor: (orderId) => received.findLast((fields) => fields.order_id === orderId),
    answerWith(next) {
      status = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
