import { describe, expect, it } from 'vitest';
import { conversionRefusal } from './validate-conversion';

const purchase = { type: 'Purchase', value: 2700, transactionId: 'tx-1' };

describe('conversionRefusal', () => {
  it('accepts a purchase with a transaction id and a positive value', () => {
    expect(conversionRefusal(purchase)).toBeUndefined();
  });

  it('accepts a zero-value lead or checkout start, without a transaction id', () => {
    expect(conversionRefusal({ type: 'Lead', value: 0 })).toBeUndefined();
    expect(conversionRefusal({ type: 'InitiateCheckout', value: 2500 })).toBeUndefined();
  });

  it('refuses an unknown type', () => {
    expect(conversionRefusal({ ...purchase, type: 'Subscribe' })).toBe('UNKNOWN_CONVERSION_TYPE');
  });

  it.each([undefined, '', '  '])('requires a transaction id for Purchase (%j)', (transactionId) => {
    expect(conversionRefusal({ ...purchase, transactionId })).toBe(
      'PURCHASE_TRANSACTION_ID_REQUIRED',
    );
  });

  it('requires a positive Purchase value', () => {
    expect(conversionRefusal({ ...purchase, value: 0 })).toBe('PURCHASE_VALUE_NOT_POSITIVE');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('never accepts value %s', (value) => {
    for (const type of ['Lead', 'InitiateCheckout', 'Purchase']) {
      expect(conversionRefusal({ ...purchase, type, value })).toBe('CONVERSION_VALUE_INVALID');
    }
  });
});
