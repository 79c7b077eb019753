import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptOf, isPaymentMethod, providerOrderId } from './payment-method';

describe('payment attempts at the provider', () => {
  it('names the card attempt by the order id and the instalment attempt with a suffix', () => {
    const id = 'tc-3f1c9a52-8b0e-4c1d-9f2a-6b7c8d9e0f1a';
    expect(providerOrderId(id, 'card')).toBe(id);
    expect(providerOrderId(id, 'instalment')).toBe(`${id}-inst`);
    expect(attemptOf(`${id}-inst`)).toEqual({ merchantOrderId: id, method: 'instalment' });
    expect(attemptOf(id)).toEqual({ merchantOrderId: id, method: 'card' });
  });

  it('reads back every attempt id it makes', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.constantFrom('card', 'instalment' as const), (uuid, method) => {
        const merchantOrderId = `tc-${uuid}`;
        expect(attemptOf(providerOrderId(merchantOrderId, method))).toEqual({
          merchantOrderId,
          method,
        });
      }),
    );
  });

  it('knows only its two methods', () => {
    expect(isPaymentMethod('card')).toBe(true);
    expect(isPaymentMethod('instalment')).toBe(true);
    expect(isPaymentMethod('cash')).toBe(false);
    expect(isPaymentMethod(undefined)).toBe(false);
  });
});
