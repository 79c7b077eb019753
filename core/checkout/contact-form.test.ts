import { describe, expect, it } from 'vitest';
import {
  clearFieldError,
  EMPTY_CHECKOUT_CONTACT,
  PHONE_FIELD_START,
  validateCheckoutContact,
} from './contact-form';

const valid = {
  firstName: '  ნინო ',
  lastName: 'Beridze',
  email: ' Nino@Example.GE ',
  phoneNumber: '+995 599 12 34 56',
};

describe('validateCheckoutContact', () => {
  it('normalises a valid contact: trimmed names, lower-case e-mail, display phone', () => {
    expect(validateCheckoutContact(valid)).toEqual({
      ok: true,
      contact: {
        firstName: 'ნინო',
        lastName: 'Beridze',
        email: 'nino@example.ge',
        phoneNumber: '+995 599 123 456',
      },
    });
  });

  it('refuses the fresh form field by field with the catalogue codes', () => {
    expect(validateCheckoutContact(EMPTY_CHECKOUT_CONTACT)).toEqual({
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
    const result = validateCheckoutContact({ ...valid, firstName: ' ა ', lastName: 'Li' });
    expect(result).toEqual({ ok: false, errors: { firstName: 'name.too_short' } });
  });

  it('reports a bad e-mail and a non-mobile phone', () => {
    const result = validateCheckoutContact({ ...valid, email: 'a@b', phoneNumber: '+995 322 12' });
    expect(result).toEqual({
      ok: false,
      errors: { email: 'email.invalid', phoneNumber: 'phone.must_be_9_digits' },
    });
  });

  it('starts the phone at the country code', () => {
    expect(PHONE_FIELD_START).toBe('+995 ');
    expect(EMPTY_CHECKOUT_CONTACT.phoneNumber).toBe('+995 ');
  });
});

describe('clearFieldError', () => {
  it('drops only the edited field', () => {
    const errors = { firstName: 'name.required', email: 'email.invalid' } as const;
    expect(clearFieldError(errors, 'firstName')).toEqual({ email: 'email.invalid' });
    expect(clearFieldError(errors, 'lastName')).toEqual(errors);
  });
});
