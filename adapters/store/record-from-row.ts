import { isLanguage, type Language } from '../../core/language/languages';
import { isOrderStatus, type OrderStatus } from '../../core/order/order-status';
import { isPaymentMethod, type PaymentMethod } from '../../core/order/payment-method';
import type { LeadRecord } from '../../core/ports/lead-store';
import type {
  CustomerRecord,
  OrderContact,
  OrderPromo,
  RefundRecord,
  RegistrationRecord,
} from '../../core/ports/order-store';
import type { JsonValue, OutboxMessage, OutboxStatus } from '../../core/ports/outbox-store';
import type { WaitlistOfferRecord } from '../../core/ports/waitlist-store';
import {
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '../../core/registration/registration-status';
import type { UtmData } from '../../core/registration/utm-data';
import {
  flagField,
  integerField,
  nullableIntegerField,
  nullableTextField,
  nullableTimeField,
  type Row,
  textField,
  timeField,
} from './row-fields';

const UTM_KEYS = ['source', 'medium', 'campaign', 'content', 'term'] as const;

// NULL columns become absent keys, matching core's UtmData ("absent tags are left out").
function utmFrom(row: Row): UtmData {
  const entries = UTM_KEYS.flatMap((key) => {
    const value = nullableTextField(row, `utm_${key}`);
    return value === null ? [] : [[key, value] as const];
  });
  return Object.fromEntries(entries);
}

/** A `customers` row as a record. */
export function customerFromRow(row: Row): CustomerRecord {
  return {
    id: textField(row, 'id'),
    firstName: textField(row, 'first_name'),
    lastName: textField(row, 'last_name'),
    email: textField(row, 'email'),
    phone: textField(row, 'phone'),
    city: nullableTextField(row, 'city'),
    linkedIn: nullableTextField(row, 'linkedin'),
    createdAt: timeField(row, 'created_at'),
    updatedAt: timeField(row, 'updated_at'),
  };
}

/** A `leads` row as a record. */
export function leadFromRow(row: Row): LeadRecord {
  return {
    id: textField(row, 'id'),
    fullName: nullableTextField(row, 'full_name'),
    email: textField(row, 'email'),
    phone: nullableTextField(row, 'phone'),
    linkedIn: nullableTextField(row, 'linkedin'),
    city: nullableTextField(row, 'city'),
    source: textField(row, 'source'),
    utm: utmFrom(row),
    marketingOptIn: flagField(row, 'marketing_opt_in'),
    createdAt: timeField(row, 'created_at'),
    ...sessionFrom(row),
    ...leadLanguageFrom(row),
  };
}

function leadLanguageFrom(row: Row): { readonly language?: Language } {
  const language = nullableTextField(row, 'language');
  if (language === null) return {};
  if (isLanguage(language)) return { language };
  throw new TypeError(`Unknown language ${language}`);
}

function sessionFrom(row: Row): { readonly webinarSessionStartsAt?: Date } {
  const startsAt = nullableTimeField(row, 'webinar_session_starts_at');
  return startsAt === null ? {} : { webinarSessionStartsAt: startsAt };
}

function statusFrom(row: Row): RegistrationStatus {
  const status = textField(row, 'status');
  const known = REGISTRATION_STATUSES.find((candidate) => candidate === status);
  if (known === undefined) throw new TypeError(`Unknown registration status ${status}`);
  return known;
}

function paymentStatusFrom(row: Row): OrderStatus | null {
  const status = nullableTextField(row, 'payment_status');
  if (status === null || isOrderStatus(status)) return status;
  throw new TypeError(`Unknown payment status ${status}`);
}

function languageFrom(row: Row): Language {
  const language = textField(row, 'language');
  if (isLanguage(language)) return language;
  throw new TypeError(`Unknown language ${language}`);
}

/** The contact details an order was opened with (its `contact_*` columns). */
function orderContactFrom(row: Row): OrderContact {
  return {
    firstName: textField(row, 'contact_first_name'),
    lastName: textField(row, 'contact_last_name'),
    email: textField(row, 'contact_email'),
    phone: textField(row, 'contact_phone'),
    city: nullableTextField(row, 'contact_city'),
    linkedIn: nullableTextField(row, 'contact_linkedin'),
  };
}

/** A `registrations` row as a record. */
export function registrationFromRow(row: Row): RegistrationRecord {
  return {
    id: textField(row, 'id'),
    customerId: textField(row, 'customer_id'),
    contact: orderContactFrom(row),
    priceTetri: integerField(row, 'price_tetri'),
    currency: textField(row, 'currency'),
    status: statusFrom(row),
    source: textField(row, 'source'),
    utm: utmFrom(row),
    publicToken: textField(row, 'public_token'),
    merchantOrderId: textField(row, 'merchant_order_id'),
    transactionId: nullableTextField(row, 'transaction_id'),
    paymentTimestamp: nullableTimeField(row, 'payment_timestamp'),
    createdAt: timeField(row, 'created_at'),
    updatedAt: timeField(row, 'updated_at'),
    completedAt: nullableTimeField(row, 'completed_at'),
    cancelledAt: nullableTimeField(row, 'cancelled_at'),
    paymentStatus: paymentStatusFrom(row),
    language: languageFrom(row),
    cohortNumber: nullableIntegerField(row, 'cohort_number'),
    overbookedAt: nullableTimeField(row, 'overbooked_at'),
    statusCheckedAt: nullableTimeField(row, 'status_checked_at'),
    statusCheckDueAt: timeField(row, 'status_check_due_at'),
    marketingOptIn: flagField(row, 'marketing_opt_in'),
    expressStartRequestedAt: nullableTimeField(row, 'express_start_requested_at'),
    advertisingConsent: flagField(row, 'advertising_consent'),
    refundedTetri: integerField(row, 'refunded_tetri'),
    refundedAt: nullableTimeField(row, 'refunded_at'),
    holdAddressKey: nullableTextField(row, 'hold_address_key'),
    promo: promoFrom(row),
    paymentMethod: paymentMethodFrom(row),
    holdCountsFrom: nullableTimeField(row, 'hold_counts_from'),
  };
}

/** How the order is paid; an unknown stored value is a corrupt row. */
function paymentMethodFrom(row: Row): PaymentMethod {
  const method = textField(row, 'payment_method');
  if (!isPaymentMethod(method)) throw new Error(`Unknown payment method ${method}`);
  return method;
}

/** The order's promo code, when it was opened with one. */
function promoFrom(row: Row): OrderPromo | null {
  const code = nullableTextField(row, 'promo_code');
  if (code === null) return null;
  return { code, discountTetri: integerField(row, 'promo_discount_tetri') };
}

const REFUND_STATUSES = ['requested', 'approved', 'declined'] as const;
const REFUND_ORIGINS = ['console', 'provider'] as const;

function oneOf<T extends string>(row: Row, column: string, allowed: readonly T[]): T {
  const value = textField(row, column);
  const known = allowed.find((candidate) => candidate === value);
  if (known === undefined) throw new TypeError(`Unknown ${column} ${value}`);
  return known;
}

/** A `refunds` row as a record. */
export function refundFromRow(row: Row): RefundRecord {
  return {
    id: textField(row, 'id'),
    registrationId: textField(row, 'registration_id'),
    reverseId: textField(row, 'reverse_id'),
    amountTetri: integerField(row, 'amount_tetri'),
    status: oneOf(row, 'status', REFUND_STATUSES),
    origin: oneOf(row, 'origin', REFUND_ORIGINS),
    reason: nullableTextField(row, 'reason'),
    requestedAt: timeField(row, 'requested_at'),
    settledAt: nullableTimeField(row, 'settled_at'),
  };
}

/** The `status` column of an `outbox` row. */
export function outboxStatusFrom(row: Row): OutboxStatus {
  const status = textField(row, 'status');
  if (status === 'pending' || status === 'delivered' || status === 'dead') return status;
  throw new TypeError(`Unknown outbox status ${status}`);
}

/** An `outbox` row as a message; both dialects select the payload as JSON text. */
export function outboxFromRow(row: Row): OutboxMessage {
  return {
    id: textField(row, 'id'),
    kind: textField(row, 'kind'),
    payload: JSON.parse(textField(row, 'payload')) as JsonValue,
    idempotencyKey: textField(row, 'idempotency_key'),
    status: outboxStatusFrom(row),
    attempts: integerField(row, 'attempts'),
    nextAttemptAt: timeField(row, 'next_attempt_at'),
    lastError: nullableTextField(row, 'last_error'),
    lockedUntil: nullableTimeField(row, 'locked_until'),
    createdAt: timeField(row, 'created_at'),
    deliveredAt: nullableTimeField(row, 'delivered_at'),
    sendStartedAt: nullableTimeField(row, 'send_started_at'),
    requeuedAt: nullableTimeField(row, 'requeued_at'),
  };
}

const OFFER_STATUSES = ['open', 'used', 'expired'] as const;

/** A `waitlist_offers` row as a record. */
export function waitlistOfferFromRow(row: Row): WaitlistOfferRecord {
  return {
    id: textField(row, 'id'),
    leadId: textField(row, 'lead_id'),
    cohortNumber: integerField(row, 'cohort_number'),
    token: textField(row, 'token'),
    status: oneOf(row, 'status', OFFER_STATUSES),
    offeredAt: timeField(row, 'offered_at'),
    expiresAt: timeField(row, 'expires_at'),
    registrationId: nullableTextField(row, 'registration_id'),
    closedAt: nullableTimeField(row, 'closed_at'),
  };
}
