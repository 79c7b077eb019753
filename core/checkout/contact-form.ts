import { parseEmail } from '../email/email';
import type { ErrorCode } from '../errors/error-codes';
import { parsePersonName } from '../person/person-name';
import { formatPhoneDisplay } from '../phone/format-phone';
import { parseGeorgianPhone } from '../phone/georgian-phone';
import type { CheckoutContact } from './stored-contact';

/** The checkout contact form's fields, in the order they are shown and validated (docs/purchase.md "Checkout"). */
export const CHECKOUT_CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

/** One field of the checkout contact form. */
export type CheckoutContactField = (typeof CHECKOUT_CONTACT_FIELDS)[number];

/** What the visitor typed, per field (the phone as shown: `+995 5XX XXX XXX`). */
export type CheckoutContactValues = Readonly<Record<CheckoutContactField, string>>;

/** The code shown under each refused field, translated with `errors:<code>`. */
export type CheckoutContactErrors = Readonly<Partial<Record<CheckoutContactField, ErrorCode>>>;

/** The phone field starts as the country code and a space (docs/purchase.md "Checkout"). */
export const PHONE_FIELD_START = '+995 ';

/** A fresh form: empty names and e-mail, the phone prefilled with `+995 `. */
export const EMPTY_CHECKOUT_CONTACT: CheckoutContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: PHONE_FIELD_START,
};

/** A validated form, or the first reason per refused field. */
export type CheckoutContactResult =
  | { readonly ok: true; readonly contact: CheckoutContact }
  | { readonly ok: false; readonly errors: CheckoutContactErrors };

/**
 * Validates the checkout contact form with the customer value objects (docs/validation.md "Checkout form"): first and last
 * names of 2–50 letters after trimming (`parsePersonName`), the e-mail rule (`parseEmail`, lower-cased)
 * and a Georgian mobile number (`parseGeorgianPhone`). The contact it returns is normalised: trimmed
 * names, the lower-cased e-mail and the phone in its display form `+995 5XX XXX XXX`, so what the
 * order summary shows is what the server will store.
 */
export function validateCheckoutContact(values: CheckoutContactValues): CheckoutContactResult {
  const firstName = parsePersonName(values.firstName);
  const lastName = parsePersonName(values.lastName);
  const email = parseEmail(values.email);
  // The prefilled `+995 ` alone is an empty field, not a short number.
  const phone = parseGeorgianPhone(values.phoneNumber.replace(/^\s*\+995\s*$/, ''));
  const errors: Partial<Record<CheckoutContactField, ErrorCode>> = {};
  if (firstName.isErr()) errors.firstName = firstName.error.type;
  if (lastName.isErr()) errors.lastName = lastName.error.type;
  if (email.isErr()) errors.email = email.error.type;
  if (phone.isErr()) errors.phoneNumber = phone.error.type;
  if (firstName.isErr() || lastName.isErr() || email.isErr() || phone.isErr()) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    contact: {
      firstName: firstName.value,
      lastName: lastName.value,
      email: email.value,
      phoneNumber: formatPhoneDisplay(phone.value),
    },
  };
}

/** Removes one field's error: the spec clears a field's error as soon as it is edited (docs/validation.md "Checkout form"). */
export function clearFieldError(
  errors: CheckoutContactErrors,
  field: CheckoutContactField,
): CheckoutContactErrors {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}
