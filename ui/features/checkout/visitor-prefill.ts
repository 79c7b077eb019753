import type { CheckoutContactValues } from '../../../core/checkout/checkout-contact-form';
import type { VisitorContact } from '../../lib/visitor/visitor-contact';
import { phoneFieldValue } from './phone-input';

/**
 * What the visitor already told another form (the webinar registration, the exit-intent e-mail),
 * carried into the checkout form (WCAG 3.3.7, docs/site.md "Accessibility"): the full name split at its first
 * space into first and last name, the e-mail, and the phone in the field's `+995 …` form. Only filled
 * fields are returned; nothing is validated or saved until the visitor submits.
 */
export function checkoutPrefill(visitor: VisitorContact): Partial<CheckoutContactValues> {
  const prefill: { -readonly [K in keyof CheckoutContactValues]?: string } = {};
  const name = visitor.fullName?.trim().replace(/\s+/g, ' ');
  if (name) {
    const space = name.indexOf(' ');
    prefill.firstName = space === -1 ? name : name.slice(0, space);
    if (space !== -1) prefill.lastName = name.slice(space + 1);
  }
  if (visitor.email) prefill.email = visitor.email;
  if (visitor.phone) prefill.phoneNumber = phoneFieldValue(visitor.phone);
  return prefill;
}
