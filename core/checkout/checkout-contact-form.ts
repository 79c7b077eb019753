import type { ErrorCode } from '../errors/error-codes';

/*
 * The checkout contact form's shape, apart from its schema (./checkout-contact.ts) so the page can
 * render the form without valibot: the schema loads on the form's first focus or submit
 * (docs/performance.md "Budgets"). The schema stays the one the route validates with.
 */

/** The contact form's fields, in the order they are shown and validated. */
export const CHECKOUT_CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

/** One field of the checkout contact form. */
type CheckoutContactField = (typeof CHECKOUT_CONTACT_FIELDS)[number];

/** What the visitor typed, per field (the phone as shown: `+995 5XX XXX XXX`). */
export type CheckoutContactValues = Readonly<Record<CheckoutContactField, string>>;

/**
 * One text field of the step: the contact's four and the optional promo code (docs/purchase.md
 * "Promo codes"), which the server may refuse on its own field (the list: ./checkout-form-fields.ts).
 */
export type CheckoutFormField = CheckoutContactField | 'promoCode';

/** What the visitor typed in the step: the contact and the promo code (blank when none). */
export type CheckoutFormValues = Readonly<Record<CheckoutFormField, string>>;

/** The code shown under each refused field, translated with `errors:<code>`. */
export type CheckoutContactErrors = Readonly<Partial<Record<CheckoutFormField, ErrorCode>>>;

/** A fresh form: empty names and e-mail, the phone field starting as the country code and a space. */
export const EMPTY_CHECKOUT_CONTACT: CheckoutContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '+995 ',
};
