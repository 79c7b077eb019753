import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flattenCallbackBody } from './callback-params';

describe('flattenCallbackBody', () => {
  it('keeps strings and writes numbers as decimal text', () => {
    expect(flattenCallbackBody({ merchant_id: 1549901, amount: '1000', fee: 0 })).toEqual({
      merchant_id: '1549901',
      amount: '1000',
      fee: '0',
    });
  });

  it.each([
    null,
    [],
    'text',
    {},
    { a: { b: 1 } },
    { a: [1] },
    { a: true },
    { a: null },
    { a: Number.NaN },
    { 'Bad-Key': '1' },
    { a: 'x'.repeat(5000) },
  ])('refuses %j', (body) => {
    expect(flattenCallbackBody(body)).toBeNull();
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const flat = flattenCallbackBody(body);
        if (flat !== null)
          for (const value of Object.values(flat)) expect(typeof value).toBe('string');
      }),
    );
  });
});
