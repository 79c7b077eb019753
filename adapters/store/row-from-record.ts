import type { LeadRecord } from '../../core/ports/lead-store';
import type {
  CustomerInput,
  RefundRecord,
  RegistrationChanges,
  RegistrationRecord,
} from '../../core/ports/order-store';
import type { NewOutboxMessage } from '../../core/ports/outbox-store';
import type { WaitlistOfferRecord } from '../../core/ports/waitlist-store';
import type { UtmData } from '../../core/registration/utm-data';

/** How a dialect stores a time: epoch milliseconds (SQLite) or the Date itself (PostgreSQL). */
export type TimeEncoder = (time: Date) => number | Date;

/** A value bound to a statement parameter. */
export type SqlValue = string | number | Date | null;

// Column lists and value lists are built side by side here, once, for both dialects, so the
// positional parameters of an INSERT cannot drift from its column list.

/** A yes/no column: 0 or 1 in both dialects. */
function flag(value: boolean): number {
  return value ? 1 : 0;
}

/** Column order of `customersValues`. */
export const CUSTOMER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'city',
  'linkedin',
  'created_at',
  'updated_at',
] as const;

/** A customer's values in `CUSTOMER_COLUMNS` order; the e-mail is lowercased. */
export function customerValues(customer: CustomerInput, time: TimeEncoder): SqlValue[] {
  const at = time(customer.at);
  return [
    customer.id,
    customer.firstName,
    customer.lastName,
    customer.email.toLowerCase(),
    customer.phone,
    customer.city,
    customer.linkedIn,
    at,
    at,
  ];
}

const UTM_COLUMNS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;

function utmValues(utm: UtmData): SqlValue[] {
  return [utm.source, utm.medium, utm.campaign, utm.content, utm.term].map((tag) => tag ?? null);
}

/** Column order of `leadValues`. */
export const LEAD_COLUMNS = [
  'id',
  'full_name',
  'email',
  'phone',
  'linkedin',
  'city',
  'source',
  ...UTM_COLUMNS,
  'created_at',
  'marketing_opt_in',
  'webinar_session_starts_at',
  'language',
] as const;

/** A lead's values in `LEAD_COLUMNS` order; the e-mail is lowercased. */
export function leadValues(lead: LeadRecord, time: TimeEncoder): SqlValue[] {
  return [
    lead.id,
    lead.fullName,
    lead.email.toLowerCase(),
    lead.phone,
    lead.linkedIn,
    lead.city,
    lead.source,
    ...utmValues(lead.utm),
    time(lead.createdAt),
    flag(lead.marketingOptIn),
    lead.webinarSessionStartsAt === undefined ? null : time(lead.webinarSessionStartsAt),
    lead.language ?? null,
  ];
}

/** Column order of `registrationValues`. */
export const REGISTRATION_COLUMNS = [
  'id',
  'customer_id',
  'price_tetri',
  'currency',
  'status',
  'source',
  ...UTM_COLUMNS,
  'public_token',
  'merchant_order_id',
  'transaction_id',
  'payment_timestamp',
  'created_at',
  'updated_at',
  'completed_at',
  'cancelled_at',
  'payment_status',
  'language',
  'cohort_number',
  'overbooked_at',
  'contact_first_name',
  'contact_last_name',
  'contact_email',
  'contact_phone',
  'contact_city',
  'contact_linkedin',
  'status_checked_at',
  'status_check_due_at',
  'marketing_opt_in',
  'express_start_requested_at',
  'advertising_consent',
  'refunded_tetri',
  'refunded_at',
  'hold_address_key',
  'promo_code',
  'promo_discount_tetri',
  'payment_method',
  'hold_counts_from',
] as const;

/** An order's values in `REGISTRATION_COLUMNS` order; the contact e-mail is lowercased. */
export function registrationValues(r: RegistrationRecord, time: TimeEncoder): SqlValue[] {
  const maybe = (value: Date | null) => (value === null ? null : time(value));
  return [
    r.id,
    r.customerId,
    r.priceTetri,
    r.currency,
    r.status,
    r.source,
    ...utmValues(r.utm),
    r.publicToken,
    r.merchantOrderId,
    r.transactionId,
    maybe(r.paymentTimestamp),
    time(r.createdAt),
    time(r.updatedAt),
    maybe(r.completedAt),
    maybe(r.cancelledAt),
    r.paymentStatus,
    r.language,
    r.cohortNumber,
    maybe(r.overbookedAt),
    r.contact.firstName,
    r.contact.lastName,
    r.contact.email.toLowerCase(),
    r.contact.phone,
    r.contact.city,
    r.contact.linkedIn,
    maybe(r.statusCheckedAt),
    time(r.statusCheckDueAt),
    flag(r.marketingOptIn),
    maybe(r.expressStartRequestedAt),
    flag(r.advertisingConsent),
    r.refundedTetri,
    maybe(r.refundedAt),
    r.holdAddressKey,
    r.promo?.code ?? null,
    r.promo?.discountTetri ?? null,
    r.paymentMethod,
    maybe(r.holdCountsFrom),
  ];
}

/** The SET assignments of an optimistic update: column names and values, `updated_at` included. */
export function registrationChangeValues(
  changes: RegistrationChanges,
  updatedAt: Date,
  time: TimeEncoder,
): { columns: string[]; values: SqlValue[] } {
  const maybe = (value: Date | null) => (value === null ? null : time(value));
  const pairs: [string, SqlValue][] = [['updated_at', time(updatedAt)]];
  if (changes.status !== undefined) pairs.push(['status', changes.status]);
  if (changes.transactionId !== undefined) pairs.push(['transaction_id', changes.transactionId]);
  if (changes.paymentTimestamp !== undefined) {
    pairs.push(['payment_timestamp', maybe(changes.paymentTimestamp)]);
  }
  if (changes.completedAt !== undefined) pairs.push(['completed_at', maybe(changes.completedAt)]);
  if (changes.cancelledAt !== undefined) pairs.push(['cancelled_at', maybe(changes.cancelledAt)]);
  if (changes.paymentStatus !== undefined) pairs.push(['payment_status', changes.paymentStatus]);
  if (changes.overbookedAt !== undefined) {
    pairs.push(['overbooked_at', maybe(changes.overbookedAt)]);
  }
  if (changes.refundedTetri !== undefined) pairs.push(['refunded_tetri', changes.refundedTetri]);
  if (changes.refundedAt !== undefined) pairs.push(['refunded_at', maybe(changes.refundedAt)]);
  if (changes.paymentMethod !== undefined) pairs.push(['payment_method', changes.paymentMethod]);
  if (changes.holdCountsFrom !== undefined) {
    pairs.push(['hold_counts_from', maybe(changes.holdCountsFrom)]);
  }
  return { columns: pairs.map(([column]) => column), values: pairs.map(([, value]) => value) };
}

/** Column order of `outboxValues` (a new message: pending, no attempts yet). */
export const OUTBOX_COLUMNS = [
  'id',
  'kind',
  'payload',
  'idempotency_key',
  'status',
  'attempts',
  'next_attempt_at',
  'created_at',
] as const;

/** A new message's values in `OUTBOX_COLUMNS` order; the payload as JSON text. */
export function outboxValues(message: NewOutboxMessage, time: TimeEncoder): SqlValue[] {
  return [
    message.id,
    message.kind,
    JSON.stringify(message.payload),
    message.idempotencyKey,
    'pending',
    0,
    time(message.nextAttemptAt ?? message.createdAt),
    time(message.createdAt),
  ];
}

/** Column order of `refundValues`. */
export const REFUND_COLUMNS = [
  'id',
  'registration_id',
  'reverse_id',
  'amount_tetri',
  'status',
  'origin',
  'reason',
  'requested_at',
  'settled_at',
] as const;

/** A refund's values in `REFUND_COLUMNS` order. */
export function refundValues(refund: RefundRecord, time: TimeEncoder): SqlValue[] {
  return [
    refund.id,
    refund.registrationId,
    refund.reverseId,
    refund.amountTetri,
    refund.status,
    refund.origin,
    refund.reason,
    time(refund.requestedAt),
    refund.settledAt === null ? null : time(refund.settledAt),
  ];
}

/** Column order of `waitlistOfferValues`. */
export const WAITLIST_OFFER_COLUMNS = [
  'id',
  'lead_id',
  'cohort_number',
  'token',
  'status',
  'offered_at',
  'expires_at',
  'registration_id',
  'closed_at',
] as const;

/** An offer's values in `WAITLIST_OFFER_COLUMNS` order. */
export function waitlistOfferValues(offer: WaitlistOfferRecord, time: TimeEncoder): SqlValue[] {
  return [
    offer.id,
    offer.leadId,
    offer.cohortNumber,
    offer.token,
    offer.status,
    time(offer.offeredAt),
    time(offer.expiresAt),
    offer.registrationId,
    offer.closedAt === null ? null : time(offer.closedAt),
  ];
}
