import * as v from 'valibot';
import type { StoredContact } from './stored-contact';

// Apart from ./stored-contact.ts so valibot stays out of the checkout page's initial JavaScript
// until session storage holds a contact to read (docs/performance.md "Budgets").

/** Shape of a stored record, used to read untrusted session-storage JSON safely. */
const StoredContactSchema = v.object({
  data: v.object({
    firstName: v.string(),
    lastName: v.string(),
    email: v.string(),
    phoneNumber: v.string(),
    marketingOptIn: v.optional(v.boolean()),
    expressStart: v.optional(v.boolean()),
    promoCode: v.optional(v.string()),
  }),
  savedAt: v.pipe(v.number(), v.finite()),
});

/**
 * Reads a parsed storage value: the record when well-formed, otherwise undefined. Its age is not
 * judged here: the checkout's initial view decides whether it is fresh or expired
 * (`initialCheckoutView`, core/checkout/checkout-steps.ts), so an expired one shows the notice.
 */
export function readStoredContact(raw: unknown): StoredContact | undefined {
  const parsed = v.safeParse(StoredContactSchema, raw);
  if (!parsed.success) return undefined;
  const { marketingOptIn, expressStart, promoCode, ...contact } = parsed.output.data;
  return {
    savedAt: parsed.output.savedAt,
    data: {
      ...contact,
      ...(marketingOptIn === undefined ? {} : { marketingOptIn }),
      ...(expressStart === undefined ? {} : { expressStart }),
      ...(promoCode === undefined || promoCode === '' ? {} : { promoCode }),
    },
  };
}
