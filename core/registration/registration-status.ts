/** The life cycle of a registration (an order for the course), docs/purchase.md "Order lifecycle". */
export const REGISTRATION_STATUSES = [
  'pending',
  'payment_initiated',
  'payment_completed',
  'completed',
  'cancelled',
  'failed',
  // Refunds (docs/purchase.md "Refunds"): part of the price went back and the place stays, or all of it
  // went back and the seat is released.
  'partially_refunded',
  'refunded',
] as const;

/** One registration status. */
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * Paid orders: each takes a seat in its cohort for good (docs/purchase.md "Seats"). A partial refund
 * keeps the buyer's place; a full refund gives the seat back.
 */
export const PAID_STATUSES = [
  'payment_completed',
  'completed',
  'partially_refunded',
] as const satisfies readonly RegistrationStatus[];

/** Unpaid orders still in checkout: each holds a seat while its hold lasts (docs/purchase.md "Seats"). */
export const HOLDING_STATUSES = [
  'pending',
  'payment_initiated',
] as const satisfies readonly RegistrationStatus[];
