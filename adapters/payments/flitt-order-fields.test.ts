import { describe, expect, it } from 'vitest';
import { readFlittOrderFields } from './flitt-order-fields';

const callback = {
  order_id: 'tc-1',
  merchant_id: '1549901',
  amount: '250000',
  currency: 'GEL',
  order_status: 'approved',
  payment_id: '800123',
  reversal_amount: '0',
  response_code: '',
  additional_info: '{"transaction_id":900123,"is_test":true}',
  signature: 'x',
};

describe('readFlittOrderFields', () => {
  it('reads money as integer minor units and the transaction id from additional_info', () => {
    expect(readFlittOrderFields(callback)._unsafeUnwrap()).toEqual({
      orderId: 'tc-1',
      merchantId: '1549901',
      status: 'approved',
      amount: 250_000,
      currency: 'GEL',
      paymentId: '800123',
      reversalAmount: 0,
      transactionId: '900123',
      isTest: true,
    });
  });

  it.each([
    ['amount', { amount: '2500.00' }],
    ['amount', { amount: '-1' }],
    ['currency', { currency: 'gel' }],
    ['order_status', { order_status: 'paid' }],
    ['merchant_id', { merchant_id: 'abc' }],
    ['reversal_amount', { reversal_amount: '1e3' }],
    ['order_id', { order_id: 'a|b' }],
    ['unknown', { unknown: '1' }],
    ['rrn', { rrn: 'line\nbreak' }],
  ])('names the refused field %s', (field, change) => {
    expect(readFlittOrderFields({ ...callback, ...change })._unsafeUnwrapErr()).toEqual({
      type: 'payment_callback.malformed',
      params: { field },
    });
  });

  it('reads a partial refund: approved, the running reversal_amount and tran_type', () => {
    const refund = { ...callback, reversal_amount: '100000', tran_type: 'reverse' };
    expect(readFlittOrderFields(refund)._unsafeUnwrap()).toMatchObject({
      status: 'approved',
      reversalAmount: 100_000,
      tranType: 'reverse',
    });
  });

  it('keeps a masked card for the receipt and leaves out anything that is not masked', () => {
    const masked = { ...callback, masked_card: '444455XXXXXX1111' };
    expect(readFlittOrderFields(masked)._unsafeUnwrap().maskedCard).toBe('444455XXXXXX1111');
    const whole = { ...callback, masked_card: '4444555511116666' };
    expect(readFlittOrderFields(whole)._unsafeUnwrap()).not.toHaveProperty('maskedCard');
  });

  it('accepts unknown keys only when asked (the status API answer)', () => {
    const answer = readFlittOrderFields(
      { ...callback, new_field: '1' },
      { allowUnknownKeys: true },
    );
    expect(answer.isOk()).toBe(true);
  });

  it('ignores an additional_info that is not JSON', () => {
    const read = readFlittOrderFields({ ...callback, additional_info: '{oops' })._unsafeUnwrap();
    expect(read.transactionId).toBeUndefined();
  });

  it('keeps the readable additional_info fields and drops the malformed ones', () => {
    const read = (info: string) =>
      readFlittOrderFields({ ...callback, additional_info: info })._unsafeUnwrap();
    expect(read('{"transaction_id":"12a","is_test":true}')).toMatchObject({ isTest: true });
    expect(read('{"transaction_id":"12a","is_test":true}').transactionId).toBeUndefined();
    expect(read('{"transaction_id":"77","is_test":"yes"}')).toMatchObject({ transactionId: '77' });
    expect(read('{"transaction_id":"77","is_test":"yes"}').isTest).toBeUndefined();
    expect(read('[{"transaction_id":77}]').transactionId).toBeUndefined();
  });
});
