import type { Page } from 'playwright-core';
import type { Language } from '../../../core/language/languages';
import { CHECKOUT_TEXTS } from './checkout-contract';
import { queryDatabase } from './funnel-site';
import type { SiteServer } from './site-server';

/** The local Flitt widget's own labels (adapters/payments/flitt-demo/widget/checkout.js). */
const WIDGET_LABELS = {
  ka: { card: 'ბარათის ნომერი', expiry: 'ვადა (თთ/წწ)', cvv: 'CVV', pay: 'გადახდა' },
  en: { card: 'Card number', expiry: 'Expiry (MM/YY)', cvv: 'CVV', pay: 'Pay' },
} as const;

/** Flitt's test cards (docs/integrations.md "Flitt test mode"). */
export const TEST_CARDS = { approved: '4444555511116666', declined: '4444111155556666' } as const;

/** One buyer per language and journey; distinct phones keep the per-phone SMS cap out of play. */
export interface Buyer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Nine national digits, typed into the `+995 ` field. */
  readonly national: string;
}

/** Fills and submits the contact step, and waits for the payment form. */
export async function payContactStep(page: Page, language: Language, buyer: Buyer): Promise<void> {
  const texts = CHECKOUT_TEXTS[language].checkout;
  const fields = texts.contact.fields;
  await page.getByLabel(fields.firstName.label, { exact: true }).fill(buyer.firstName);
  await page.getByLabel(fields.lastName.label, { exact: true }).fill(buyer.lastName);
  await page.getByLabel(fields.email.label, { exact: true }).fill(buyer.email);
  await page
    .getByLabel(fields.phoneNumber.label, { exact: true })
    .pressSequentially(buyer.national);
  await page.getByRole('button', { name: texts.contact.submit }).click();
  await page.getByLabel(WIDGET_LABELS[language].card, { exact: true }).waitFor();
}

/** Pays on the local Flitt widget with a test card. */
export async function payWithCard(page: Page, language: Language, card: string): Promise<void> {
  const labels = WIDGET_LABELS[language];
  await page.getByLabel(labels.card, { exact: true }).fill(card);
  const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
  await page.getByLabel(labels.expiry, { exact: true }).fill(`12/${nextYear}`);
  await page.getByLabel(labels.cvv, { exact: true }).fill('123');
  await page.getByRole('button', { name: labels.pay, exact: true }).click();
}

/** The buyer's orders as the database holds them. */
export function ordersOf(server: SiteServer, email: string) {
  return queryDatabase<{
    status: string;
    payment_status: string | null;
    public_token: string;
    price_tetri: number;
    merchant_order_id: string;
  }>(
    server,
    `SELECT r.status, r.payment_status, r.public_token, r.price_tetri, r.merchant_order_id FROM registrations r
       JOIN customers c ON c.id = r.customer_id WHERE c.email = ?`,
    email,
  );
}

/** Polls `read` until `accept` says yes (outbox delivery is asynchronous), for up to `ms`. */
export async function waitUntil<T>(
  read: () => T,
  accept: (value: T) => boolean,
  what: string,
  ms = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (accept(value)) return value;
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
