import * as v from 'valibot';
import { CHECKOUT_SESSION_TTL_MS } from './checkout-session';

/** Contact data saved in session storage is trusted for the checkout session's 30 minutes. */
export const STORED_CONTACT_TTL_MS = CHECKOUT_SESSION_TTL_MS;

/** The checkout contact step's data (docs/purchase.md "Checkout"). */
export interface CheckoutContact {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
}

/** The persisted record: the data plus when it was saved (epoch milliseconds, JSON-friendly). */
export interface StoredContact {
  readonly data: CheckoutContact;
  readonly savedAt: number;
}

/** Shape of a stored record, used to read untrusted session-storage JSON safely. */
const StoredContactSchema = v.object({
  data: v.object({
    firstName: v.string(),
    lastName: v.string(),
    email: v.string(),
    phoneNumber: v.string(),
  }),
  savedAt: v.pipe(v.number(), v.finite()),
});

/** Wraps contact data for storage, stamped with `now`. */
export function storeContact(data: CheckoutContact, now: Date): StoredContact {
  return { data, savedAt: now.getTime() };
}

/** Fresh while less than 30 minutes old; a record from the future (clock change) is not trusted. */
function isStoredContactFresh(stored: StoredContact, now: Date): boolean {
  const age = now.getTime() - stored.savedAt;
  return age >= 0 && age < STORED_CONTACT_TTL_MS;
}

/** Reads a parsed storage value: the contact data when well-formed and fresh, otherwise undefined. */
export function readStoredContact(raw: unknown, now: Date): CheckoutContact | undefined {
  const parsed = v.safeParse(StoredContactSchema, raw);
  if (!parsed.success || !isStoredContactFresh(parsed.output, now)) return undefined;
  return parsed.output.data;
}
