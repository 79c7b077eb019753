import { describe, expect, it } from 'vitest';
import { validateConversion } from './validate-conversion';

const purchase = { type: 'Purchase', value: 2700, transactionId: 'tx-1', eventId: 'e-1' };

describe('validateConversion', () => {
  it('accepts a purchase with a transaction id and positive value', () => {
    expect(validateConversion(purchase)._unsafeUnwrap()).toEqual({
      type: 'Purchase',
      value: 2700,
      currency: 'GEL',
      transactionId: 'tx-1',
      eventId: 'e-1',
    });
  });

  it('accepts a zero-value lead and keeps user data', () => {
    const userData = { email: 'a@b.ge' };
    expect(
      validateConversion({ type: 'Lead', value: 0, eventId: 'e-2', userData })._unsafeUnwrap(),
    ).toEqual({ type: 'Lead', value: 0, currency: 'GEL', eventId: 'e-2', userData });
  });

  it('rejects an unknown type, naming it', () => {
    expect(validateConversion({ ...purchase, type: 'Subscribe' })._unsafeUnwrapErr()).toEqual({
      type: 'UNKNOWN_CONVERSION_TYPE',
      params: { type: 'Subscribe' },
    });
  });

  it.each([undefined, '', '  '])('requires a transaction id for Purchase (%j)', (transactionId) => {
    const { transactionId: _drop, ...rest } = purchase;
    const input = transactionId === undefined ? rest : { ...rest, transactionId };
    expect(validateConversion(input)._unsafeUnwrapErr().type).toBe(
      'PURCHASE_TRANSACTION_ID_REQUIRED',
    );
  });

  it('requires a positive Purchase value', () => {
    expect(validateConversion({ ...purchase, value: 0 })._unsafeUnwrapErr().type).toBe(
      'PURCHASE_VALUE_NOT_POSITIVE',
    );
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('never accepts value %s', (value) => {
    for (const type of ['Lead', 'InitiateCheckout', 'Purchase']) {
      expect(validateConversion({ ...purchase, type, value })._unsafeUnwrapErr().type).toBe(
        'CONVERSION_VALUE_INVALID',
      );
    }
  });
});
