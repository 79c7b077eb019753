/** The life cycle of a registration (an order for the course), docs/purchase.md "Order lifecycle". */
export const REGISTRATION_STATUSES = [
  'pending',
  'payment_initiated',
  'payment_completed',
  'completed',
  'cancelled',
  'failed',
] as const;

/** One registration status. */
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Paid orders: each takes a seat in its cohort for good (docs/purchase.md "Seats"). */
export const PAID_STATUSES = [
  'payment_completed',
  'completed',
] as const satisfies readonly RegistrationStatus[];

/** Unpaid orders still in checkout: each holds a seat while its hold lasts (docs/purchase.md "Seats"). */
export const HOLDING_STATUSES = [
  'pending',
  'payment_initiated',
] as const satisfies readonly RegistrationStatus[];
