import { fetch } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFlittPaymentGateway } from '../../adapters/payments/flitt-payment-gateway';
import { flittSignature, signFlittParams } from '../../adapters/payments/flitt-signature';
import { createHttpFlittTransport } from '../../adapters/payments/flitt-transport';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import { type FlittFake, startFlittFake } from '../fakes/flitt-fake';
import {
  type MerchantCallbackCatcher,
  startMerchantCallbackCatcher,
} from '../fakes/merchant-callback-catcher';
import { aPaymentOrder, aRefund } from './payment-provider.contract';

// What only the local Flitt shows about refunds (the shared rules are in payment-provider.contract.ts):
// the wire format, its refusals, the switchable faults and the callback retries.
describe('the local Flitt’s refunds (docs/integrations.md "Flitt refunds")', () => {
  let fake: FlittFake;
  let catcher: MerchantCallbackCatcher;
  let gateway: PaymentGateway;

  const start = async (options: { reversalTranType?: string } = {}) => {
    [fake, catcher] = await Promise.all([startFlittFake(options), startMerchantCallbackCatcher()]);
    gateway = createFlittPaymentGateway({
      merchantId: fake.merchantId,
      secretKey: fake.secretKey,
      transport: createHttpFlittTransport({ baseUrl: fake.baseUrl, timeoutMs: 5_000 }),
    });
  };
  beforeEach(() => start());
  afterEach(async () => {
    await Promise.all([fake.stop(), catcher.stop()]);
  });

  const paidOrder = async () => {
    const order = aPaymentOrder({ callbackUrl: catcher.url });
    await gateway.createCheckout(order);
    await fake.provider.settle(order.orderId, 'approved');
    return order.orderId;
  };
  const statusOf = async (orderId: string) =>
    (await gateway.fetchOrderStatus(orderId))._unsafeUnwrap();
  const postReverse = async (body: string, contentType: string) => {
    const response = await fetch(`${fake.baseUrl}/api/reverse/order_id`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    return ((await response.json()) as { response: Record<string, unknown> }).response;
  };
  const signed = (fields: Record<string, string | number>) => signFlittParams(fields, 'test');

  it('receives the refund signed, in tetri, with its reverse_id and the reason without `|`', async () => {
    const orderId = await paidOrder();
    await gateway.refund({ ...aRefund(orderId, 100_000), comment: 'დაბრუნება | refund' });
    const [record] = fake.provider.reversals();
    expect(record?.request).toMatchObject({
      version: '1.0.1',
      merchant_id: '1549901',
      order_id: orderId,
      amount: '100000',
      currency: 'GEL',
      reverse_id: `${orderId}-r1`,
      comment: 'დაბრუნება  refund',
    });
    expect(record?.request.signature).toBe(flittSignature(record?.request ?? {}, 'test'));
    expect(record?.result).toBe('approved');
  });

  it('takes a form-encoded refund like a JSON one', async () => {
    const orderId = await paidOrder();
    const fields = signed({
      merchant_id: 1549901,
      order_id: orderId,
      amount: 1_000,
      currency: 'GEL',
      reverse_id: 'form-r1',
    });
    const form = new URLSearchParams(
      Object.entries(fields).map(([key, value]) => [key, String(value)]),
    ).toString();
    const answer = await postReverse(form, 'application/x-www-form-urlencoded');
    expect(answer).toMatchObject({
      response_status: 'success',
      reverse_status: 'approved',
      reversal_amount: '1000',
      merchant_id: 1549901,
    });
    expect(flittSignature(answer as Record<string, string | number>, 'test')).toBe(
      answer.signature,
    );
  });

  it('answers 1011 for a missing field, 1014 for a bad signature, 1018 for an unknown order', async () => {
    const orderId = await paidOrder();
    const complete = { merchant_id: 1549901, order_id: orderId, amount: 1_000, currency: 'GEL' };
    const { amount: _, ...noAmount } = complete;
    const json = (request: Record<string, unknown>) =>
      postReverse(JSON.stringify({ request }), 'application/json');
    expect(await json(signed(noAmount))).toMatchObject({ error_code: 1011 });
    expect(await json({ ...signed(complete), amount: 2_000 })).toMatchObject({ error_code: 1014 });
    expect(await json(signed({ ...complete, order_id: 'tc-unknown' }))).toMatchObject({
      error_code: 1018,
    });
    expect(fake.provider.reversals().map((r) => [r.result, r.errorCode])).toEqual([
      ['refused', 1011],
      ['refused', 1014],
      ['refused', 1018],
    ]);
    expect(fake.provider.refundsApplied(orderId)).toBe(0);
  });

  it('answers processing, and shows the refund once Flitt settles it: status API and callback', async () => {
    const orderId = await paidOrder();
    fake.provider.failNextReverse({ kind: 'processing' });
    const outcome = (await gateway.refund(aRefund(orderId, 100_000)))._unsafeUnwrap();
    expect(outcome).toMatchObject({ status: 'processing', refundedTetri: 0 });
    expect(await statusOf(orderId)).toMatchObject({ status: 'approved', reversalAmount: 0 });
    await fake.provider.settlePendingReversals(orderId, 'approved');
    expect(await statusOf(orderId)).toMatchObject({ status: 'approved', reversalAmount: 100_000 });
    expect(catcher.lastFor(orderId)).toMatchObject({
      order_status: 'approved',
      reversal_amount: '100000',
      tran_type: 'reverse',
    });
  });

  it('declines a refund with the response code it was given, and refunds nothing', async () => {
    const orderId = await paidOrder();
    fake.provider.failNextReverse({
      kind: 'declined',
      responseCode: '1000',
      responseDescription: 'General decline',
    });
    const outcome = (await gateway.refund(aRefund(orderId, 100_000)))._unsafeUnwrap();
    expect(outcome).toMatchObject({
      status: 'declined',
      responseCode: '1000',
      responseDescription: 'General decline',
    });
    expect(await statusOf(orderId)).toMatchObject({ reversalAmount: 0 });
  });

  it('refuses with 1069 when the turnover cannot cover the refund', async () => {
    const orderId = await paidOrder();
    fake.provider.failNextReverse({ kind: 'turnover-too-low' });
    expect((await gateway.refund(aRefund(orderId, 100_000)))._unsafeUnwrapErr()).toEqual({
      type: 'payment_gateway.rejected',
      params: { providerCode: '1069', message: 'Reverse not allowed. Turnover is not enough.' },
    });
    expect(fake.provider.refundsApplied(orderId)).toBe(0);
  });

  it('posts a refund callback again on Flitt’s schedule, then gives up', async () => {
    const orderId = await paidOrder();
    catcher.answerWith(500);
    await gateway.refund(aRefund(orderId, 100_000));
    await fake.provider.settled();
    const waits: number[] = [];
    for (let retry = fake.provider.pendingCallbackRetries(); retry.length > 0; ) {
      waits.push(...retry.map((r) => r.afterSeconds));
      await fake.provider.retryCallbacksNow();
      retry = fake.provider.pendingCallbackRetries();
    }
    expect(waits).toEqual([2, 60, 300, 600, 3600, 86_400]);
    const attempts = fake.provider
      .deliveries()
      .filter((d) => d.callback.params.tran_type === 'reverse');
    expect(attempts.map((d) => [d.attempt, d.status])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((attempt) => [attempt, 500]),
    );
  });

  it('stops retrying once the merchant takes the callback', async () => {
    const orderId = await paidOrder();
    catcher.answerWith(503);
    await gateway.refund(aRefund(orderId, 250_000));
    await fake.provider.settled();
    catcher.answerWith(200);
    await fake.provider.retryCallbacksNow();
    expect(fake.provider.pendingCallbackRetries()).toEqual([]);
    expect(catcher.received().filter((c) => c.order_status === 'reversed')).toHaveLength(2);
  });

  it('counts each refund call and the refunds that took money back', async () => {
    const orderId = await paidOrder();
    await gateway.refund(aRefund(orderId, 100_000, 'r1'));
    await gateway.refund(aRefund(orderId, 100_000, 'r1'));
    await gateway.refund(aRefund(orderId, 200_000, 'r2'));
    expect(fake.provider.reversals().map((r) => r.result)).toEqual([
      'approved',
      'replayed',
      'refused',
    ]);
    expect(fake.provider.refundsApplied(orderId)).toBe(1);
  });

  it('sends the tran_type it is configured with after a refund', async () => {
    await Promise.all([fake.stop(), catcher.stop()]);
    await start({ reversalTranType: 'purchase' });
    const orderId = await paidOrder();
    await gateway.refund(aRefund(orderId, 100_000));
    expect(await statusOf(orderId)).toMatchObject({
      tranType: 'purchase',
      reversalAmount: 100_000,
    });
  });
});
