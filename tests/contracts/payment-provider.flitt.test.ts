import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFlittCallbackVerifier } from '../../adapters/payments/flitt-callback-verifier';
import { createFlittPaymentGateway } from '../../adapters/payments/flitt-payment-gateway';
import {
  createHttpFlittTransport,
  type FlittTransport,
} from '../../adapters/payments/flitt-transport';
import { type FlittFake, startFlittFake } from '../fakes/flitt-fake';
import { readRequestBody } from '../fakes/read-request-body';
import { aPaymentOrder, describePaymentProvider } from './payment-provider.contract';

/** A merchant endpoint that records the callbacks it receives, decoded as the route decodes them. */
async function startCallbackCatcher() {
  const received: Record<string, string>[] = [];
  const server = createServer(async (request, response) => {
    const body = await readRequestBody(request);
    const type = request.headers['content-type'] ?? '';
    const fields = type.startsWith('application/json')
      ? (JSON.parse(body) as Record<string, string | number>)
      : Object.fromEntries(new URLSearchParams(body));
    received.push(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])));
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payment/payment-callback`,
    last: () => received.at(-1),
    count: () => received.length,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function flittAgainst(fake: FlittFake, overrides: { secretKey?: string; timeoutMs?: number } = {}) {
  const credentials = {
    merchantId: fake.merchantId,
    secretKey: overrides.secretKey ?? fake.secretKey,
  };
  const transport = createHttpFlittTransport({
    baseUrl: fake.baseUrl,
    timeoutMs: overrides.timeoutMs ?? 5_000,
  });
  return {
    gateway: createFlittPaymentGateway({ ...credentials, transport }),
    verifier: createFlittCallbackVerifier(credentials),
  };
}

for (const format of ['json', 'form'] as const) {
  describePaymentProvider(`Flitt against its local fake (${format} callbacks)`, async () => {
    const [fake, catcher] = await Promise.all([
      startFlittFake({ callbackFormat: format }),
      startCallbackCatcher(),
    ]);
    const { gateway, verifier } = flittAgainst(fake);
    return {
      gateway: {
        createCheckout: (order) => gateway.createCheckout({ ...order, callbackUrl: catcher.url }),
        fetchOrderStatus: (orderId) => gateway.fetchOrderStatus(orderId),
      },
      verifier,
      settle: async (orderId, status) => {
        const before = catcher.count();
        await fake.provider.settle(orderId, status);
        if (catcher.count() === before) throw new Error('no callback arrived');
        return catcher.last() ?? {};
      },
      received: (orderId) => {
        const order = fake.provider.receivedOrders().find((o) => o.request.order_id === orderId);
        return (
          order && { amount: order.request.amount ?? '', currency: order.request.currency ?? '' }
        );
      },
      cleanup: async () => {
        await Promise.all([fake.stop(), catcher.stop()]);
      },
    };
  });
}

describe('Flitt gateway: wire protocol and failures', () => {
  let fake: FlittFake;
  beforeEach(async () => {
    fake = await startFlittFake();
  });
  afterEach(async () => {
    await fake.stop();
  });

  it('signs the token request as docs/integrations.md "Flitt checkout request" asks (version, lang, URLs, e-mail)', async () => {
    const order = aPaymentOrder({ language: 'en' });
    await flittAgainst(fake).gateway.createCheckout(order);
    const [received] = fake.provider.receivedOrders();
    expect(received?.request).toMatchObject({
      version: '1.0.1',
      merchant_id: fake.merchantId,
      order_id: order.orderId,
      amount: '250000',
      currency: 'GEL',
      lang: 'en',
      response_url: order.resultUrl,
      server_callback_url: order.callbackUrl,
      sender_email: 'nino@example.ge',
    });
    expect(received?.request.signature).toMatch(/^[0-9a-f]{40}$/);
  });

  it('maps a wrong key to rejected 1014 and a refused connection to unavailable', async () => {
    const wrongKey = await flittAgainst(fake, { secretKey: 'wrong' }).gateway.createCheckout(
      aPaymentOrder(),
    );
    expect(wrongKey._unsafeUnwrapErr()).toMatchObject({
      type: 'payment_gateway.rejected',
      params: { providerCode: '1014' },
    });
    const { gateway } = flittAgainst(fake);
    await fake.stop();
    expect((await gateway.createCheckout(aPaymentOrder()))._unsafeUnwrapErr().type).toBe(
      'payment_gateway.unavailable',
    );
    fake = await startFlittFake();
  });

  it('does not trust a status answer changed on the way', async () => {
    const order = aPaymentOrder();
    await flittAgainst(fake).gateway.createCheckout(order);
    await fake.provider.settle(order.orderId, 'declined');
    const http = createHttpFlittTransport({ baseUrl: fake.baseUrl, timeoutMs: 5_000 });
    const tampering: FlittTransport = async (path, request) => {
      const answer = await http(path, request);
      const response = (answer.body as { response: Record<string, unknown> }).response;
      return { ...answer, body: { response: { ...response, order_status: 'approved' } } };
    };
    const gateway = createFlittPaymentGateway({
      merchantId: fake.merchantId,
      secretKey: fake.secretKey,
      transport: tampering,
    });
    const answer = await gateway.fetchOrderStatus(order.orderId);
    expect(answer._unsafeUnwrapErr().type).toBe('payment_gateway.unavailable');
  });
});

describe('the local Flitt expires unpaid orders after their lifetime, as Flitt does', () => {
  let now = new Date('2026-11-23T10:00:00Z').getTime();
  let fake: FlittFake;
  beforeEach(async () => {
    fake = await startFlittFake({ now: () => new Date(now) });
  });
  afterEach(async () => {
    await fake.stop();
  });

  it('answers expired once the lifetime the order was created with has passed, and refuses to pay', async () => {
    const order = aPaymentOrder();
    const gateway = createFlittPaymentGateway({
      merchantId: fake.merchantId,
      secretKey: fake.secretKey,
      transport: createHttpFlittTransport({ baseUrl: fake.baseUrl, timeoutMs: 5_000 }),
      orderLifetimeSeconds: 1740,
    });
    const { token } = (await gateway.createCheckout(order))._unsafeUnwrap();
    now += 1739 * 1000;
    expect((await gateway.fetchOrderStatus(order.orderId))._unsafeUnwrap().status).toBe('created');
    now += 1000;
    expect((await gateway.fetchOrderStatus(order.orderId))._unsafeUnwrap().status).toBe('expired');
    const pay = await fake.provider.pay({
      token,
      cardNumber: '4444555566661111',
      expiry: '12/39',
      cvv: '111',
    });
    expect(pay).toMatchObject({ result: 'error', code: 2006 });
  });
});
