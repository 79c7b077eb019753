import * as v from 'valibot';
import { type CheckoutContact, isStoredContactFresh } from './stored-contact';

// Apart from ./stored-contact.ts so the checkout page loads valibot only when session storage holds
// a contact to read (docs/performance.md "Budgets").

/** Shape of a stored record, used to read untrusted session-storage JSON safely. */
const StoredContactSchema = v.object({
  data: v.object({
    firstName: v.string(),
    lastName: v.string(),
    email: v.string(),
    phoneNumber: v.string(),
    marketingOptIn: v.optional(v.boolean()),
    expressStart: v.optional(v.boolean()),
  }),
  savedAt: v.pipe(v.number(), v.finite()),
});

/** Reads a parsed storage value: the contact data when well-formed and fresh, otherwise undefined. */
export function readStoredContact(raw: unknown, now: Date): CheckoutContact | undefined {
  const parsed = v.safeParse(StoredContactSchema, raw);
  if (!parsed.success) return undefined;
  const { marketingOptIn, expressStart, ...contact } = parsed.output.data;
  const stored = {
    savedAt: parsed.output.savedAt,
    data: {
      ...contact,
      ...(marketingOptIn === undefined ? {} : { marketingOptIn }),
      ...(expressStart === undefined ? {} : { expressStart }),
    },
  };
  return isStoredContactFresh(stored, now) ? stored.data : undefined;
}
