import { describe, expect, it } from 'vitest';
import { tetriConstant } from '../../core/money/money';
import type { RefundRequest } from '../../core/ports/payment-gateway';
import { createFlittPaymentGateway } from './flitt-payment-gateway';
import { flittRefundRequest, readFlittRefundAnswer } from './flitt-refund';
import { flittSignature, flittSignatureString, signFlittParams } from './flitt-signature';
import type { FlittAnswer, FlittTransport } from './flitt-transport';

const credentials = { merchantId: '1549901', secretKey: 'test' };

// The refund vectors of docs/integrations.md "Flitt refunds" (key `test`).
const R1 = { order_id: 'test_12343242111', currency: 'GEL', amount: 1, merchant_id: 1549901 };
const R3_ANSWER = {
  order_id: 'test_12343242111',
  merchant_id: 1549901,
  currency: '',
  response_status: 'success',
  reverse_status: 'approved',
  reverse_id: '',
  transaction_id: '2011080263',
  reversal_amount: '16',
  response_code: '',
  response_description: '',
  signature: '7dea374050a78325c7ba933279d643acc83cc374',
};
const R3_REFUND: RefundRequest = {
  orderId: 'test_12343242111',
  amount: tetriConstant(16),
  currency: 'GEL',
  reverseId: 'test_12343242111-r1',
};

describe('the refund request (Flitt reverse API)', () => {
  it('R1: the documented request values sign to the known hash', () => {
    expect(flittSignatureString(R1, 'test')).toBe('test|1|GEL|1549901|test_12343242111');
    expect(flittSignature(R1, 'test')).toBe('285d45cc767898254f1d4b5f26df61f88ac488fc');
  });

  it('R2: a refund with a Georgian reason carries version, reverse_id and the known signature', () => {
    const request = flittRefundRequest(
      {
        orderId: 'course-2025-0001',
        amount: tetriConstant(5000),
        currency: 'GEL',
        reverseId: 'course-2025-0001-r1',
        comment: 'თანხის დაბრუნება / refund',
      },
      credentials,
    );
    expect(request).toEqual({
      version: '1.0.1',
      merchant_id: 1549901,
      order_id: 'course-2025-0001',
      amount: 5000,
      currency: 'GEL',
      reverse_id: 'course-2025-0001-r1',
      comment: 'თანხის დაბრუნება / refund',
      signature: '5d08ecd4eb370eeb04a0531ebada9894d12ecc45',
    });
  });

  it.each([
    ['a|b\nc', 'ab c'],
    [` ${'ა'.repeat(1030)}`, 'ა'.repeat(1024)],
  ])(
    'sends the reason %j without `|` or control characters, at most 1024 characters',
    (comment, sent) => {
      expect(flittRefundRequest({ ...R3_REFUND, comment }, credentials).comment).toBe(sent);
    },
  );

  it.each([' | ', '||', undefined])('sends no reason for %j', (comment) => {
    const request = flittRefundRequest(
      comment === undefined ? R3_REFUND : { ...R3_REFUND, comment },
      credentials,
    );
    expect(request).not.toHaveProperty('comment');
  });
});

describe('the refund answer', () => {
  it('R3: verifies the documented answer and reads the status, total and transaction', () => {
    expect(readFlittRefundAnswer(R3_ANSWER, R3_REFUND, credentials)._unsafeUnwrap()).toEqual({
      status: 'approved',
      reverseId: 'test_12343242111-r1',
      refundedTetri: 16,
      transactionId: '2011080263',
    });
  });

  it.each([
    ['a changed field', { ...R3_ANSWER, reversal_amount: '1600' }],
    ['no signature', { ...R3_ANSWER, signature: '' }],
    ['another order', signFlittParams({ ...R3_ANSWER, order_id: 'other' }, 'test')],
    ['another merchant', signFlittParams({ ...R3_ANSWER, merchant_id: 1 }, 'test')],
    ['another refund', signFlittParams({ ...R3_ANSWER, reverse_id: 'other-r1' }, 'test')],
    ['another currency', signFlittParams({ ...R3_ANSWER, currency: 'USD' }, 'test')],
    ['an unreadable total', signFlittParams({ ...R3_ANSWER, reversal_amount: '1.5' }, 'test')],
  ])('does not trust an answer with %s (unavailable: a retry tells)', (_name, answer) => {
    expect(readFlittRefundAnswer(answer, R3_REFUND, credentials)._unsafeUnwrapErr()).toEqual({
      type: 'payment_gateway.unavailable',
      params: { message: 'Unverified answer' },
    });
  });

  it.each([
    ['processing', 'processing'],
    ['declined', 'declined'],
    ['reversed', 'declined'],
    ['expired', 'declined'],
    ['', 'declined'],
  ])('reads reverse_status %j as %s', (reverseStatus, status) => {
    const answer = signFlittParams({ ...R3_ANSWER, reverse_status: reverseStatus }, 'test');
    expect(readFlittRefundAnswer(answer, R3_REFUND, credentials)._unsafeUnwrap().status).toBe(
      status,
    );
  });

  it('keeps the response code and text of a declined refund', () => {
    const answer = signFlittParams(
      {
        ...R3_ANSWER,
        reverse_status: 'declined',
        response_code: '1000',
        response_description: 'General decline',
      },
      'test',
    );
    expect(readFlittRefundAnswer(answer, R3_REFUND, credentials)._unsafeUnwrap()).toMatchObject({
      status: 'declined',
      responseCode: '1000',
      responseDescription: 'General decline',
    });
  });
});

describe('the gateway refund call', () => {
  const answering =
    (answer: FlittAnswer | Error): FlittTransport =>
    async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    };
  const refundWith = (transport: FlittTransport) =>
    createFlittPaymentGateway({ ...credentials, transport }).refund(R3_REFUND);
  const refusal = (code: number | string, message = 'Refused') =>
    answering({
      status: 200,
      body: { response: { response_status: 'failure', error_code: code, error_message: message } },
    });

  it('posts the signed request to /api/reverse/order_id', async () => {
    const calls: [string, Readonly<Record<string, unknown>>][] = [];
    const recording: FlittTransport = async (path, request) => {
      calls.push([path, request]);
      return { status: 200, body: { response: R3_ANSWER } };
    };
    expect((await refundWith(recording)).isOk()).toBe(true);
    expect(calls).toEqual([['/api/reverse/order_id', flittRefundRequest(R3_REFUND, credentials)]]);
  });

  it('maps order not found (1018) to not_found', async () => {
    expect((await refundWith(refusal(1018)))._unsafeUnwrapErr()).toEqual({
      type: 'payment_gateway.not_found',
    });
  });

  it.each([1023, 1069, 1084, 1086, 1100, '1014'])(
    'maps error %s to rejected with its code and message',
    async (code) => {
      const answer = await refundWith(refusal(code, 'Invalid amount\u0000'));
      expect(answer._unsafeUnwrapErr()).toEqual({
        type: 'payment_gateway.rejected',
        params: { providerCode: String(code), message: 'Invalid amount' },
      });
    },
  );

  it.each<[string, FlittTransport]>([
    ['Flitt application error 1002', refusal(1002)],
    ['HTTP 500', answering({ status: 500, body: undefined })],
    ['HTTP 502 with JSON', answering({ status: 502, body: { response: R3_ANSWER } })],
    ['a body that is not JSON', answering({ status: 200, body: undefined })],
    ['a time-out', answering(new DOMException('The operation timed out', 'TimeoutError'))],
    ['a refused connection', answering(new TypeError('fetch failed'))],
  ])('maps %s to unavailable', async (_name, transport) => {
    expect((await refundWith(transport))._unsafeUnwrapErr().type).toBe(
      'payment_gateway.unavailable',
    );
  });
});
