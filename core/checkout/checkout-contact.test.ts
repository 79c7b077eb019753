import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactFieldErrors,
  parseCheckoutContact,
  parseCheckoutForm,
  parseContactForm,
} from './checkout-contact';
import { EMPTY_CHECKOUT_CONTACT } from './checkout-contact-form';

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
        marketingOptIn: false,
        expressStart: false,
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

const typed = {
  firstName: '  ნინო ',
  lastName: 'Beridze',
  email: ' Nino@Example.GE ',
  phoneNumber: '+995 599 12 34 56',
};

describe('parseContactForm (the route schema, on the form)', () => {
  it('normalises a valid contact: trimmed names, lower-case e-mail, display phone', () => {
    expect(parseContactForm(typed, 'ka')).toEqual({
      ok: true,
      contact: {
        firstName: 'ნინო',
        lastName: 'Beridze',
        email: 'nino@example.ge',
        phoneNumber: '+995 599 123 456',
      },
    });
  });

  it('refuses the fresh form field by field; the bare +995 counts as empty', () => {
    expect(EMPTY_CHECKOUT_CONTACT.phoneNumber).toBe('+995 ');
    expect(parseContactForm(EMPTY_CHECKOUT_CONTACT, 'en')).toEqual({
      ok: false,
      errors: {
        firstName: 'name.required',
        lastName: 'name.required',
        email: 'email.required',
        phoneNumber: 'phone.required',
      },
    });
  });

  it('needs names of at least two characters after trimming', () => {
    const result = parseContactForm({ ...typed, firstName: ' ა ', lastName: 'Li' }, 'ka');
    expect(result).toEqual({ ok: false, errors: { firstName: 'name.too_short' } });
  });

  it('keeps a typed promo code, trimmed and as typed; a blank one is none', () => {
    const withCode = parseContactForm({ ...typed, promoCode: ' partner10 ' }, 'ka');
    expect(withCode).toMatchObject({ ok: true, contact: { promoCode: 'partner10' } });
    const blank = parseContactForm({ ...typed, promoCode: '  ' }, 'ka');
    expect(blank.ok && 'promoCode' in blank.contact).toBe(false);
  });

  it("refuses an overlong promo code on the code's own field", () => {
    const result = parseContactForm({ ...typed, promoCode: 'X'.repeat(65) }, 'en');
    expect(result).toEqual({ ok: false, errors: { promoCode: 'PROMO_CODE_UNKNOWN' } });
  });

  it('reports a bad e-mail and a non-mobile phone', () => {
    const result = parseContactForm({ ...typed, email: 'a@b', phoneNumber: '+995 322 12' }, 'ka');
    expect(result).toEqual({
      ok: false,
      errors: { email: 'email.invalid', phoneNumber: 'phone.must_be_9_digits' },
    });
  });
});

describe('parseCheckoutForm (the form action)', () => {
  it('takes the posted promo code; a blank field is an empty code, which the server ignores', () => {
    const page = { language: 'ka' as const, promoCode: ' WEBINAR10 ' };
    expect(parseCheckoutForm(typed, page)).toMatchObject({
      ok: true,
      value: { promoCode: 'WEBINAR10' },
    });
    expect(parseCheckoutForm(typed, { language: 'ka', promoCode: '' })).toMatchObject({
      ok: true,
      value: { promoCode: '' },
    });
  });
});

describe('contactFieldErrors', () => {
  it("puts a refused promo code on its field, beside the contact's", () => {
    expect(
      contactFieldErrors([
        { field: 'promoCode', code: 'PROMO_CODE_USED_UP' },
        { field: 'email', code: 'EMAIL_ALREADY_REGISTERED' },
        { field: 'amount', code: 'VALIDATION_ERROR' },
      ]),
    ).toEqual({ promoCode: 'PROMO_CODE_USED_UP', email: 'EMAIL_ALREADY_REGISTERED' });
  });
});
