import { CHECKOUT_SESSION_TTL_MS } from './checkout-session';

/** Contact data saved in session storage is trusted for the checkout session's 30 minutes. */
export const STORED_CONTACT_TTL_MS = CHECKOUT_SESSION_TTL_MS;

/** The checkout contact step's data (docs/purchase.md "Checkout"). */
export interface CheckoutContact {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  /** The step's two optional checkboxes (docs/legal.md "Marketing opt-in", docs/purchase.md "Express start"). */
  readonly marketingOptIn?: boolean;
  readonly expressStart?: boolean;
}

/** The persisted record: the data plus when it was saved (epoch milliseconds, JSON-friendly). */
export interface StoredContact {
  readonly data: CheckoutContact;
  readonly savedAt: number;
}

/** Wraps contact data for storage, stamped with `now`. */
export function storeContact(data: CheckoutContact, now: Date): StoredContact {
  return { data, savedAt: now.getTime() };
}

/** Fresh while less than 30 minutes old; a record from the future (clock change) is not trusted. */
export function isStoredContactFresh(stored: StoredContact, now: Date): boolean {
  const age = now.getTime() - stored.savedAt;
  return age >= 0 && age < STORED_CONTACT_TTL_MS;
}
