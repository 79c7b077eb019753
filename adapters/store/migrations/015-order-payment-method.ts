import type { Migration } from './migration';

/**
 * Ways to pay (docs/purchase.md "Bank instalments"): an order keeps how it is being paid, and a hold
 * that must outlast the checkout's 30 minutes (a bank deciding on an instalment) counts from a later
 * instant. Orders from before were card orders with the usual hold.
 */
export const orderPaymentMethod: Migration = {
  version: 15,
  name: 'order-payment-method',
  sqlite: `
    ALTER TABLE registrations ADD COLUMN payment_method TEXT NOT NULL DEFAULT 'card';
    ALTER TABLE registrations ADD COLUMN hold_counts_from INTEGER;
  `,
  postgres: `
    ALTER TABLE registrations ADD COLUMN payment_method TEXT NOT NULL DEFAULT 'card';
    ALTER TABLE registrations ADD COLUMN hold_counts_from TIMESTAMPTZ;
  `,
};
