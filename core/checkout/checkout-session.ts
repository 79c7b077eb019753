/**
 * A checkout session lives 30 minutes from its start (docs/purchase.md "Checkout"): the saved contact
 * data expires then, and an unpaid order holds its seat that long.
 */
export const CHECKOUT_SESSION_TTL_MS = 30 * 60 * 1_000;
