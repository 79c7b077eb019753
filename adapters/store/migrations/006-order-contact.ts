import type { Migration } from './migration';

/**
 * Each order keeps the contact details entered at its own checkout (docs/security.md "Order contact
 * details"): until now an order read them through its customer, whom any later checkout with the
 * same e-mail overwrote. Existing orders are backfilled from their customer row as it stands, the
 * only copy there is (every order has a customer: a foreign key). SQLite cannot add a NOT NULL
 * column without a default, so there the required columns default to '' only until the backfill
 * in the same migration fills every row; PostgreSQL adds them nullable and sets NOT NULL after.
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
