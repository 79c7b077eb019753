import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFlittCallbackVerifier } from '../../adapters/payments/flitt-callback-verifier';
import { createFlittPaymentGateway } from '../../adapters/payments/flitt-payment-gateway';
import {
  createHttpFlittTransport,
  type FlittTransport,
} from '../../adapters/payments/flitt-transport';
import { type FlittFake, startFlittFake } from '../fakes/flitt-fake';
import { startMerchantCallbackCatcher } from '../fakes/merchant-callback-catcher';
import { aPaymentOrder, describePaymentProvider } from './payment-provider.contract';

/** How long the client waits for an answer the fake was told to lose. */
const LOST_ANSWER_TIMEOUT_MS = 300;

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
      startMerchantCallbackCatcher(),
    ]);
    const credentials = { merchantId: fake.merchantId, secretKey: fake.secretKey };
    const patient = createHttpFlittTransport({ baseUrl: fake.baseUrl, timeoutMs: 5_000 });
    const impatient = createHttpFlittTransport({
      baseUrl: fake.baseUrl,
      timeoutMs: LOST_ANSWER_TIMEOUT_MS,
    });
    // Only the call whose answer the fake loses waits briefly; every other call waits as usual.
    let loseNext = false;
    const transport: FlittTransport = (path, request) => {
      const chosen = loseNext ? impatient : patient;
      loseNext = false;
      return chosen(path, request);
    };
    const gateway = createFlittPaymentGateway({ ...credentials, transport });
    return {
      gateway: {
        createCheckout: (order) => gateway.createCheckout({ ...order, callbackUrl: catcher.url }),
        createInstalmentCheckout: (order) =>
          gateway.createInstalmentCheckout({ ...order, callbackUrl: catcher.url }),
        fetchOrderStatus: (orderId) => gateway.fetchOrderStatus(orderId),
        refund: (request) => gateway.refund(request),
      },
      verifier: createFlittCallbackVerifier(credentials),
      settle: async (orderId, status) => {
        const before = catcher.received().length;
        await fake.provider.settle(orderId, status);
        if (catcher.received().length === before) throw new Error('no callback arrived');
        return catcher.received().at(-1) ?? {};
      },
      received: (orderId) => {
        const order = fake.provider.receivedOrders().find((o) => o.request.order_id === orderId);
        return (
          order && { amount: order.request.amount ?? '', currency: order.request.currency ?? '' }
        );
      },
      lastCallback: async (orderId) => {
        await fake.provider.settled();
        const callback = catcher.lastFor(orderId);
        if (callback === undefined) throw new Error('no callback arrived');
        return callback;
      },
      loseNextRefundAnswer: () => {
        fake.provider.failNextReverse({ kind: 'timeout-after-applying' });
        loseNext = true;
      },
      refundsApplied: (orderId) => fake.provider.refundsApplied(orderId),
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
