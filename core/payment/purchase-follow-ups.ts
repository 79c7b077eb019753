import { conversionAllowed } from '../consent/consent-rules';
import type { OutboxKind, OutboxPayloads } from '../outbox/outbox-kinds';
import type { RegistrationRecord } from '../ports/order-store';
import { accessOpensAfterWithdrawal } from './refund-windows';

/** One outbox row to write, without its row id (the server's Ids port gives it). */
interface FollowUp<K extends OutboxKind = OutboxKind> {
  readonly kind: K;
  readonly payload: K extends keyof OutboxPayloads ? OutboxPayloads[K] : never;
  readonly idempotencyKey: string;
}

/** One delivery per order and kind: a repeated enqueue is ignored by the store's unique key. */
export function orderFollowUpKey(merchantOrderId: string, kind: OutboxKind): string {
  return `${merchantOrderId}:${kind}`;
}

/** The order as the follow-ups see it: after the paid move was applied. */
export type PaidOrder = Pick<
  RegistrationRecord,
  | 'merchantOrderId'
  | 'priceTetri'
  | 'source'
  | 'utm'
  | 'language'
  | 'transactionId'
  | 'contact'
  | 'marketingOptIn'
  | 'expressStartRequestedAt'
  | 'advertisingConsent'
  | 'promo'
>;

/** The follow-ups of a paid order; the conversion only when the buyer consented to advertising. */
type PurchaseFollowUps = readonly [
  FollowUp<'sheet.customer'>,
  FollowUp<'sms.purchase_confirmation'>,
  ...FollowUp<'conversion.purchase'>[],
];

/**
 * What a completed payment sends out in the paid move's transaction (docs/security.md
 * "Payment callbacks"): the sheet row and SMS always, the Purchase conversion only with advertising
 * consent (docs/messaging.md "Conversions").
 */
export function purchaseFollowUps(
  order: PaidOrder,
  paidAt: Date,
  /** The site's origin: the Purchase's `event_source_url` is the buyer's result page. */
  siteOrigin?: string,
): PurchaseFollowUps {
  // Whom to write, text and match: the details entered for THIS order, never another checkout's
  // (docs/security.md "Order contact details").
  const sheetAndSms: PurchaseFollowUps = [customerRow(order, paidAt), purchaseSms(order, paidAt)];
  if (!conversionAllowed({ analytics: false, advertising: order.advertisingConsent }))
    return sheetAndSms;
  return [...sheetAndSms, purchaseConversion(order, paidAt, siteOrigin)];
}

/** The customer's spreadsheet row: the contact, the amount and its promo code, where they came from. */
function customerRow(order: PaidOrder, paidAt: Date): FollowUp<'sheet.customer'> {
  const customer = order.contact;
  return {
    kind: 'sheet.customer',
    payload: {
      kind: 'customer',
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phone,
      ...(customer.city === null ? {} : { city: customer.city }),
      ...(customer.linkedIn === null ? {} : { linkedIn: customer.linkedIn }),
      transactionId: order.transactionId ?? order.merchantOrderId,
      amount: order.priceTetri,
      ...(order.promo === null
        ? {}
        : { promoCode: order.promo.code, promoDiscount: order.promo.discountTetri }),
      source: order.source,
      timestamp: paidAt.toISOString(),
      utm: { ...order.utm },
      marketingOptIn: order.marketingOptIn,
      expressStart: order.expressStartRequestedAt !== null,
    },
    idempotencyKey: orderFollowUpKey(order.merchantOrderId, 'sheet.customer'),
  };
}

/** The confirmation SMS: template facts only; the worker renders it. */
function purchaseSms(order: PaidOrder, paidAt: Date): FollowUp<'sms.purchase_confirmation'> {
  return {
    kind: 'sms.purchase_confirmation',
    payload: {
      to: order.contact.phone,
      language: order.language,
      firstName: order.contact.firstName,
      // The early start opens access within 24 hours; otherwise the SMS names the day it opens.
      ...(order.expressStartRequestedAt === null
        ? { accessOpensAt: accessOpensAfterWithdrawal(paidAt).toISOString() }
        : {}),
    },
    idempotencyKey: orderFollowUpKey(order.merchantOrderId, 'sms.purchase_confirmation'),
  };
}

/** The Purchase conversion, its event id the order id so the browser pixel and this copy merge. */
function purchaseConversion(
  order: PaidOrder,
  paidAt: Date,
  siteOrigin: string | undefined,
): FollowUp<'conversion.purchase'> {
  const customer = order.contact;
  return {
    kind: 'conversion.purchase',
    payload: {
      event: {
        type: 'Purchase',
        // Ad platforms take lari (conversion-event.ts); tetri / 100 is exact to the tetri.
        value: order.priceTetri / 100,
        currency: 'GEL',
        transactionId: order.transactionId ?? order.merchantOrderId,
        eventId: order.merchantOrderId,
        userData: {
          email: customer.email,
          phone: customer.phone,
          firstName: customer.firstName,
          lastName: customer.lastName,
        },
      },
      occurredAt: paidAt.toISOString(),
      ...(siteOrigin === undefined
        ? {}
        : { sourceUrl: `${siteOrigin}/${order.language}/payment-success` }),
    },
    idempotencyKey: orderFollowUpKey(order.merchantOrderId, 'conversion.purchase'),
  };
}

/** What the receipt e-mail names besides the order: the cohort's start and the card, as known when paid. */
export interface OrderReceiptFacts {
  /** The cohort's start in the configuration when the payment completed. */
  readonly cohortStartsAt?: Date;
  /** The card as the provider masked it, when it said. */
  readonly maskedCard?: string;
}

/**
 * The paid order's confirmation and receipt e-mail (docs/messaging.md "E-mail messages"), queued
 * beside the confirmation SMS, one per order by key: what was true at payment (price, promo code,
 * cohort and its start, the early-start request, the card, the language), to the e-mail entered
 * for this order.
 */
export function orderReceiptFollowUp(
  order: PaidOrder &
    Pick<RegistrationRecord, 'cohortNumber' | 'paymentTimestamp' | 'paymentMethod'>,
  paidAt: Date,
  facts: OrderReceiptFacts,
): FollowUp<'email.order_receipt'> {
  const { contact } = order;
  const cohort =
    order.cohortNumber === null || facts.cohortStartsAt === undefined
      ? {}
      : { cohort: { number: order.cohortNumber, startsAt: facts.cohortStartsAt.toISOString() } };
  return {
    kind: 'email.order_receipt',
    payload: {
      to: contact.email,
      language: order.language,
      firstName: contact.firstName,
      orderId: order.merchantOrderId,
      amountTetri: order.priceTetri,
      ...(order.promo === null
        ? {}
        : { promo: { code: order.promo.code, discountTetri: order.promo.discountTetri } }),
      paidAt: (order.paymentTimestamp ?? paidAt).toISOString(),
      ...cohort,
      ...(order.expressStartRequestedAt === null
        ? {}
        : { expressStartRequestedAt: order.expressStartRequestedAt.toISOString() }),
      ...(facts.maskedCard === undefined ? {} : { maskedCard: facts.maskedCard }),
      ...(order.paymentMethod === 'card' ? {} : { paymentMethod: order.paymentMethod }),
    },
    idempotencyKey: orderFollowUpKey(order.merchantOrderId, 'email.order_receipt'),
  };
}
