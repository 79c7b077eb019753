import { readStoredContact } from '../../../core/checkout/read-stored-contact';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';
import { CONTACT_STORAGE_KEY, forgetCheckoutContact, readSessionJson } from './checkout-storage';

// Its own module: the checkout page imports it only when `hasSavedCheckoutContact()`, so a first
// visit does not load the record's schema (docs/performance.md "Budgets").

/** The saved contact while fresh (under 30 minutes old); an expired or unreadable one is removed. */
export function readCheckoutContact(now: Date): CheckoutContact | undefined {
  const raw = readSessionJson(CONTACT_STORAGE_KEY);
  const contact = readStoredContact(raw, now);
  if (contact === undefined && raw !== undefined) forgetCheckoutContact();
  return contact;
}
