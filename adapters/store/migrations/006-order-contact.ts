import type { Migration } from './migration';

/**
 * Each order keeps the contact details entered at its own checkout (docs/security.md
 * "Order contact details"); existing orders are backfilled from their customer (a foreign key:
 * every order has one). SQLite cannot add a NOT NULL column without a default, so there they
 * default to '' until the backfill; PostgreSQL adds them nullable and sets NOT NULL after.
 */
export const orderContact: Migration = {
  version: 6,
  name: 'order-contact',
  sqlite: `
    ALTER TABLE registrations ADD COLUMN contact_first_name TEXT NOT NULL DEFAULT '';
    ALTER TABLE registrations ADD COLUMN contact_last_name TEXT NOT NULL DEFAULT '';
    ALTER TABLE registrations ADD COLUMN contact_email TEXT NOT NULL DEFAULT '';
    ALTER TABLE registrations ADD COLUMN contact_phone TEXT NOT NULL DEFAULT '';
    ALTER TABLE registrations ADD COLUMN contact_city TEXT;
    ALTER TABLE registrations ADD COLUMN contact_linkedin TEXT;
    UPDATE registrations SET (contact_first_name, contact_last_name, contact_email, contact_phone,
        contact_city, contact_linkedin) =
      (SELECT first_name, last_name, email, phone, city, linkedin FROM customers c
        WHERE c.id = registrations.customer_id);
  `,
  postgres: `
    ALTER TABLE registrations ADD COLUMN contact_first_name TEXT;
    ALTER TABLE registrations ADD COLUMN contact_last_name TEXT;
    ALTER TABLE registrations ADD COLUMN contact_email TEXT;
    ALTER TABLE registrations ADD COLUMN contact_phone TEXT;
    ALTER TABLE registrations ADD COLUMN contact_city TEXT;
    ALTER TABLE registrations ADD COLUMN contact_linkedin TEXT;
    UPDATE registrations r SET contact_first_name = c.first_name, contact_last_name = c.last_name,
        contact_email = c.email, contact_phone = c.phone, contact_city = c.city,
        contact_linkedin = c.linkedin
      FROM customers c WHERE c.id = r.customer_id;
    ALTER TABLE registrations ALTER COLUMN contact_first_name SET NOT NULL,
      ALTER COLUMN contact_last_name SET NOT NULL, ALTER COLUMN contact_email SET NOT NULL,
      ALTER COLUMN contact_phone SET NOT NULL;
  `,
};
