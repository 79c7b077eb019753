import * as v from 'valibot';
import { type InvoiceSnapshot, invoiceSnapshotSchema } from '../invoice/invoice-snapshot';
import { LANGUAGES, type Language } from '../site/languages';

/*
 * Payloads of the e-mails and of the refund and waiting-list SMS (docs/messaging.md "E-mail
 * messages"): what was true when the message was queued — the price paid, the cohort and its start,
 * the session chosen, the person's language — never text. The worker renders the template when it
 * sends, with the running configuration (seller, course name, legal versions, site origin).
 */

/** Who an e-mail goes to, in which language, greeted how. */
interface EmailRecipient {
  /** One lowercased address. */
  readonly to: string;
  readonly language: Language;
  readonly firstName?: string;
}

/** `email.company_invoice`: the billing contact and the invoice its PDF is drawn from. */
export interface CompanyInvoiceEmailPayload {
  readonly to: string;
  readonly language: Language;
  readonly invoice: InvoiceSnapshot;
  /** The bearer link to the same PDF. */
  readonly pdfUrl: string;
}

/** A cohort as a message names it: its number and its start (ISO 8601). */
interface CohortMention {
  readonly number: number;
  readonly startsAt: string;
}

/** `email.order_receipt`: the confirmation and receipt of a paid order. */
export interface OrderReceiptEmailPayload extends EmailRecipient {
  /** The order id the provider knows (`tc-…`), what the buyer quotes. */
  readonly orderId: string;
  /** What the buyer paid (after any promo code). */
  readonly amountTetri: number;
  /** The promo code the order was bought with and what it took off (docs/purchase.md "Promo codes"). */
  readonly promo?: { readonly code: string; readonly discountTetri: number };
  /** ISO 8601: the payment time the provider reported, else when the order was completed. */
  readonly paidAt: string;
  readonly cohort?: CohortMention;
  /** ISO 8601: when the buyer asked for access before the withdrawal period ends (docs/purchase.md "Express start"). */
  readonly expressStartRequestedAt?: string;
  /** The card as the provider masked it, e.g. `444455XXXXXX1111`. */
  readonly maskedCard?: string;
  /**
   * Present when the bank financed it (docs/purchase.md "Bank instalments") or a company paid by
   * transfer (docs/purchase.md "Company invoices"); absent: the card.
   */
  readonly paymentMethod?: 'instalment' | 'invoice';
}

/** The webinar session a registration chose, as it was configured then. */
interface SessionMention {
  readonly startsAt: string;
  readonly durationMinutes: number;
  /** In the registrant's language. */
  readonly title: string;
}

/** `email.webinar_confirmation`: the registration, with the session's calendar entry when one was chosen. */
export interface WebinarConfirmationEmailPayload extends EmailRecipient {
  /** The lead's id: the calendar entry's UID is the registration's (docs/webinar.md "Calendar"). */
  readonly registrationId: string;
  /** Absent: none was offered, the person asked to hear of the next webinar. */
  readonly session?: SessionMention;
}

/** `email.webinar_reminder_*`: like the SMS reminders, with the session's start and the due time. */
export interface WebinarReminderEmailPayload extends EmailRecipient {
  readonly startsAt: string;
  readonly dueAt: string;
  readonly title: string;
}

/** `email.refund_receipt`: one refund of an order. */
export interface RefundReceiptEmailPayload extends EmailRecipient {
  readonly orderId: string;
  readonly refundId: string;
  /** This refund. */
  readonly amountTetri: number;
  /** Every refund of the order so far, this one included. */
  readonly refundedTotalTetri: number;
  /** What the order was paid. */
  readonly paidTetri: number;
  readonly refundedAt: string;
  readonly cohortNumber?: number;
}

/** `sms.refund_receipt`: the amount returned to the card. */
interface RefundReceiptSmsPayload {
  /** E.164 `+9955XXXXXXXX`. */
  readonly to: string;
  readonly language: Language;
  readonly firstName?: string;
  readonly amountTetri: number;
}

/** `email.waitlist_offer`: a seat held for someone on the waiting list until `expiresAt`. */
export interface WaitlistOfferEmailPayload extends EmailRecipient {
  readonly offerId: string;
  /** The personal link that takes the held seat. */
  readonly url: string;
  readonly expiresAt: string;
  readonly cohort: CohortMention;
}

/** `sms.waitlist_offer`: the offer in one short text with its link. */
interface WaitlistOfferSmsPayload {
  readonly to: string;
  readonly language: Language;
  readonly url: string;
  readonly expiresAt: string;
  readonly cohortNumber: number;
}

const text = v.string();
const instant = v.pipe(text, v.isoTimestamp());
const tetri = v.pipe(v.number(), v.integer(), v.minValue(0));
const positiveWhole = v.pipe(v.number(), v.integer(), v.minValue(1));
/** A link the message may show: web addresses only. */
const webUrl = v.pipe(text, v.url(), v.regex(/^https?:\/\//));
/** The provider's masked card: digits around a run of X or *, nothing else reaches a message. */
const maskedCard = v.pipe(text, v.regex(/^\d{4,6}[X*]{2,9}\d{4}$/));

const recipient = {
  to: text,
  language: v.picklist(LANGUAGES),
  firstName: v.optional(text),
};
const cohortMention = v.object({ number: positiveWhole, startsAt: instant });

/** The schemas of the kinds this file describes, merged into the outbox's by kind. */
export const MESSAGE_PAYLOAD_SCHEMAS = {
  'email.order_receipt': v.object({
    ...recipient,
    orderId: text,
    amountTetri: tetri,
    // Receipts queued before promo codes carry none.
    promo: v.optional(v.object({ code: text, discountTetri: tetri })),
    paidAt: instant,
    cohort: v.optional(cohortMention),
    expressStartRequestedAt: v.optional(instant),
    maskedCard: v.optional(maskedCard),
    paymentMethod: v.optional(v.picklist(['instalment', 'invoice'])),
  }),
  'email.webinar_confirmation': v.object({
    ...recipient,
    registrationId: text,
    session: v.optional(
      v.object({ startsAt: instant, durationMinutes: positiveWhole, title: text }),
    ),
  }),
  'email.webinar_reminder_day': v.object({
    ...recipient,
    startsAt: instant,
    dueAt: instant,
    title: text,
  }),
  'email.webinar_reminder_hour': v.object({
    ...recipient,
    startsAt: instant,
    dueAt: instant,
    title: text,
  }),
  'email.refund_receipt': v.object({
    ...recipient,
    orderId: text,
    refundId: text,
    amountTetri: tetri,
    refundedTotalTetri: tetri,
    paidTetri: tetri,
    refundedAt: instant,
    cohortNumber: v.optional(positiveWhole),
  }),
  'sms.refund_receipt': v.object({ ...recipient, amountTetri: tetri }),
  'email.waitlist_offer': v.object({
    ...recipient,
    offerId: text,
    url: webUrl,
    expiresAt: instant,
    cohort: cohortMention,
  }),
  'sms.waitlist_offer': v.object({
    to: text,
    language: v.picklist(LANGUAGES),
    url: webUrl,
    expiresAt: instant,
    cohortNumber: positiveWhole,
  }),
  'email.company_invoice': v.object({
    to: text,
    language: v.picklist(LANGUAGES),
    invoice: invoiceSnapshotSchema,
    pdfUrl: webUrl,
  }),
} as const;

/** Payload type per kind of this file. */
export interface MessagePayloads {
  readonly 'email.order_receipt': OrderReceiptEmailPayload;
  readonly 'email.webinar_confirmation': WebinarConfirmationEmailPayload;
  readonly 'email.webinar_reminder_day': WebinarReminderEmailPayload;
  readonly 'email.webinar_reminder_hour': WebinarReminderEmailPayload;
  readonly 'email.refund_receipt': RefundReceiptEmailPayload;
  readonly 'sms.refund_receipt': RefundReceiptSmsPayload;
  readonly 'email.waitlist_offer': WaitlistOfferEmailPayload;
  readonly 'sms.waitlist_offer': WaitlistOfferSmsPayload;
  readonly 'email.company_invoice': CompanyInvoiceEmailPayload;
}
