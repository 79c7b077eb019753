import {
  CHECKOUT_CONTACT_FIELDS,
  type CheckoutFormField,
  type CheckoutFormValues,
  EMPTY_CHECKOUT_CONTACT,
} from './checkout-contact-form';

// Apart from ./checkout-contact-form.ts, which the checkout page loads at start: only the step's
// own code needs these (docs/performance.md "Budgets").

/** Every text field of the step, in the order shown: the contact's four, then the promo code. */
export const CHECKOUT_FORM_FIELDS = [
  ...CHECKOUT_CONTACT_FIELDS,
  'promoCode',
] as const satisfies readonly CheckoutFormField[];

/** A fresh step: the fresh contact form and no promo code. */
export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = { ...EMPTY_CHECKOUT_CONTACT, promoCode: '' };
