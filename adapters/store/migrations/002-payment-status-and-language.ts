import type { Migration } from './migration';

// Mirrors core/order/order-status.ts and core/language/languages.ts.
const ORDER_STATUSES = `'created', 'processing', 'declined', 'approved', 'expired', 'reversed'`;

/**
 * The purchase funnel (docs/purchase.md "Order lifecycle"): each order keeps the provider's last accepted `order_status`, so
 * the forward-only transition function can compare with it (reversed vs declined vs expired), and
 * the buyer's language for the confirmation SMS. Existing rows get no status and Georgian.
 */
export const paymentStatusAndLanguage: Migration = {
  version: 2,
  name: 'payment-status-and-language',
  sqlite: `
    ALTER TABLE registrations ADD COLUMN payment_status TEXT
      CHECK (payment_status IS NULL OR payment_status IN (${ORDER_STATUSES}));
    ALTER TABLE registrations ADD COLUMN language TEXT NOT NULL DEFAULT 'ka'
      CHECK (language IN ('ka', 'en'));
  `,
  postgres: `
    ALTER TABLE registrations ADD COLUMN payment_status TEXT
      CHECK (payment_status IS NULL OR payment_status IN (${ORDER_STATUSES}));
    ALTER TABLE registrations ADD COLUMN language TEXT NOT NULL DEFAULT 'ka'
      CHECK (language IN ('ka', 'en'));
  `,
};
