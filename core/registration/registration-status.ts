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
