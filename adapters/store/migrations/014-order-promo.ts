import type { Migration } from './migration';

/**
 * Promo codes (docs/purchase.md "Promo codes"): an order keeps the code it was opened with and what
 * the code took off, and a code's uses are counted through its own index. Orders from before
 * carry none.
 */
export const orderPromo: Migration = {
  version: 14,
  name: 'order-promo',
  sqlite: `
    ALTER TABLE registrations ADD COLUMN promo_code TEXT;
    ALTER TABLE registrations ADD COLUMN promo_discount_tetri INTEGER;
    CREATE INDEX registrations_promo_code ON registrations (promo_code) WHERE promo_code IS NOT NULL;
  `,
  postgres: `
    ALTER TABLE registrations ADD COLUMN promo_code TEXT;
    ALTER TABLE registrations ADD COLUMN promo_discount_tetri INTEGER;
    CREATE INDEX registrations_promo_code ON registrations (promo_code) WHERE promo_code IS NOT NULL;
  `,
};
