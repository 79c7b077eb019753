import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCheckoutContact } from './checkout-contact';

const valid = {
  firstName: '  ნინო ',
  lastName: 'Beridze',
  email: 'Nino@Example.GE',
  phoneNumber: '555 12 34 56',
  language: 'ka',
};

describe('parseCheckoutContact', () => {
  it('normalises a valid contact', () => {
    const parsed = parseCheckoutContact({ ...valid, utm: { source: 'fb', junk: 'x' } });
    expect(parsed).toEqual({
      ok: true,
      value: {
        firstName: 'ნინო',
        lastName: 'Beridze',
        email: 'nino@example.ge',
        phoneNumber: '+995555123456',
        language: 'ka',
        utm: { source: 'fb' },
      },
    });
  });

  it('reports each bad field with its code', () => {
    const parsed = parseCheckoutContact({ firstName: 'ა', email: 'x', phoneNumber: '123' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.fromEntries(parsed.issues.map((i) => [i.field, i.code]))).toMatchObject({
      firstName: 'name.too_short',
      lastName: 'name.required',
      email: 'email.invalid',
      language: 'VALIDATION_ERROR',
    });
  });

  it('refuses an amount, a currency or any other unknown key', () => {
    for (const extra of [
      { amount: 1 },
      { currency: 'USD' },
      { priceTetri: 10 },
      { __proto__x: 1 },
    ]) {
      expect(parseCheckoutContact({ ...valid, ...extra }).ok).toBe(false);
    }
  });

  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        expect(typeof parseCheckoutContact(body).ok).toBe('boolean');
      }),
    );
  });
});
