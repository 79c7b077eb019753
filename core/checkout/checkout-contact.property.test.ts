import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneAsTyped } from '../phone/format-phone-as-typed';
import { parseContactForm } from './checkout-contact';
import { CHECKOUT_CONTACT_FIELDS } from './checkout-contact-form';

const validateCheckoutContact = (values: Parameters<typeof parseContactForm>[0]) =>
  parseContactForm(values, 'ka');

const text = fc.string({ unit: 'grapheme', maxLength: 60 });
const anyValues = fc.record({ firstName: text, lastName: text, email: text, phoneNumber: text });

const letters = fc.stringMatching(/^[A-Za-zა-ჰ]{2,20}$/);
const nationals = fc
  .tuple(fc.constantFrom('555', '577', '591', '599', '568', '514'), fc.stringMatching(/^[0-9]{6}$/))
  .map(([prefix, rest]) => `${prefix}${rest}`);
const validValues = fc.record({
  firstName: letters.map((name) => `  ${name} `),
  lastName: letters,
  email: fc.stringMatching(/^[a-z][a-z0-9]{0,10}@[a-z]{2,10}\.(ge|com)$/),
  phoneNumber: nationals.map((national) => formatPhoneAsTyped(national)),
});

describe('checkout contact properties', () => {
  it('never throws and refuses only known fields with a code', () => {
    fc.assert(
      fc.property(anyValues, (values) => {
        const result = validateCheckoutContact(values);
        if (result.ok) return;
        const fields = Object.keys(result.errors);
        expect(fields.length).toBeGreaterThan(0);
        for (const field of fields) expect(CHECKOUT_CONTACT_FIELDS).toContain(field);
      }),
    );
  });

  it('accepts every well-formed contact, and validating its output changes nothing', () => {
    fc.assert(
      fc.property(validValues, (values) => {
        const first = validateCheckoutContact(values);
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        expect(first.contact.firstName).toBe(values.firstName.trim());
        expect(first.contact.phoneNumber).toMatch(/^\+995 5\d{2} \d{3} \d{3}$/);
        expect(validateCheckoutContact(first.contact)).toEqual(first);
      }),
    );
  });

  it('refuses any name shorter than two characters after trimming', () => {
    fc.assert(
      fc.property(validValues, fc.stringMatching(/^ *[a-zა-ჰ]? *$/), (values, short) => {
        const result = validateCheckoutContact({ ...values, lastName: short });
        expect(result.ok).toBe(false);
      }),
    );
  });
});
