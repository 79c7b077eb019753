import type { OutboxKind } from './outbox-kinds';

/**
 * The upstream services outbox messages go to. A circuit breaker guards each one
 * (docs/messaging.md "Circuit breaker"): the spreadsheet webhook, the SMS gateway, the ad platform,
 * the SMTP relay.
 */
export const DESTINATIONS = ['sheet', 'sms', 'conversions', 'email'] as const;

/** One upstream service. */
export type Destination = (typeof DESTINATIONS)[number];

const DESTINATION_OF: { readonly [K in OutboxKind]: Destination } = {
  'sheet.lead': 'sheet',
  'sheet.customer': 'sheet',
  'sms.webinar_confirmation': 'sms',
  'sms.purchase_confirmation': 'sms',
  'conversion.purchase': 'conversions',
  'conversion.initiate_checkout': 'conversions',
  'sms.webinar_reminder_day': 'sms',
  'sms.webinar_reminder_hour': 'sms',
  'sms.webinar_scheduled': 'sms',
  'email.order_receipt': 'email',
  'email.webinar_confirmation': 'email',
  'email.webinar_reminder_day': 'email',
  'email.webinar_reminder_hour': 'email',
  'email.refund_receipt': 'email',
  'sms.refund_receipt': 'sms',
  'email.waitlist_offer': 'email',
  'sms.waitlist_offer': 'sms',
  'sheet.refund': 'sheet',
  'email.company_invoice': 'email',
};

/** The destination of a stored kind; null for a kind this release does not know. */
export function destinationOf(kind: string): Destination | null {
  return Object.hasOwn(DESTINATION_OF, kind) ? DESTINATION_OF[kind as OutboxKind] : null;
}

/** Every kind that goes to `destination`. */
export function kindsOf(destination: Destination): OutboxKind[] {
  return (Object.keys(DESTINATION_OF) as OutboxKind[]).filter(
    (kind) => DESTINATION_OF[kind] === destination,
  );
}

/**
 * Kinds delivered at most once (docs/messaging.md "SMS: at most once"): the SMS gateway has no
 * idempotency key, so a send whose outcome is unknown is never repeated automatically; every other
 * destination dedupes by the message's key, so those kinds are delivered at least once. E-mail is
 * among them: a crash after the relay took a message but before it was marked delivered sends it
 * again with the same `Message-ID` (derived from the key), so the recipient's mail system can tell
 * the copy for a repeat of the same message (docs/messaging.md "E-mail").
 */
export function isAtMostOnce(kind: string): boolean {
  return destinationOf(kind) === 'sms';
}
