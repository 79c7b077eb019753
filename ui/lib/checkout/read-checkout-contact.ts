import { readStoredContact } from '../../../core/checkout/read-stored-contact';
import type { StoredContact } from '../../../core/checkout/stored-contact';
import { CONTACT_STORAGE_KEY, forgetCheckoutContact, readSessionJson } from './checkout-storage';

// Its own module: the checkout page imports it only when `hasSavedCheckoutContact()`, so the
// record's schema stays out of a first visit's initial JavaScript (docs/performance.md "Budgets").

/**
 * The saved contact with its save time, fresh or not: the checkout's core decides whether it has
 * expired (and the page then removes it). An unreadable record is removed here.
 */
export function readCheckoutContact(): StoredContact | undefined {
  const raw = readSessionJson(CONTACT_STORAGE_KEY);
  const stored = readStoredContact(raw);
  if (stored === undefined && raw !== undefined) forgetCheckoutContact();
  return stored;
}
