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
  /** The promo code as typed, trimmed (docs/purchase.md "Promo codes"); absent when none. */
  readonly promoCode?: string;
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

/**
 * How long a contact saved at `savedAt` still lives at `now` (both epoch ms): the rest of its 30
 * minutes, or 0 once they have passed. A record from the future (clock change) is not trusted: 0.
 * The one rule for "fresh or expired" (docs/purchase.md "Checkout"): an expired record is absent.
 */
export function storedContactLifetimeMs(savedAt: number, now: number): number {
  if (savedAt > now) return 0;
  return Math.max(0, savedAt + STORED_CONTACT_TTL_MS - now);
}
