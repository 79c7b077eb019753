import * as v from 'valibot';
import { invoiceSnapshotSchema } from '../invoice/invoice-snapshot';
import {
  cohortMention,
  instant,
  language,
  positiveWhole,
  recipient,
  tetri,
  text,
  webUrl,
} from './payload-fields';

/*
 * Payloads of the e-mails (docs/messaging.md "E-mail messages"): what was true when the message was
 * queued — the price paid, the cohort and its start, the session chosen, the person's language —
 * never text. The worker renders the template when it sends, with the running configuration
 * (seller, course name, legal versions, site origin). `to` is one lowercased address.
 */

/** The provider's masked card: digits around a run of X or *, nothing else reaches a message. */
const maskedCard = v.pipe(text, v.regex(/^\d{4,6}[X*]{2,9}\d{4}$/));

/** `email.order_receipt`: the confirmation and receipt of a paid order. */
export const orderReceiptEmailSchema = v.object({
  ...recipient,
  /** The order id the provider knows (`tc-…`), what the buyer quotes. */
  orderId: text,
  /** What the buyer paid (after any promo code). */
  amountTetri: tetri,
  /** The promo code the order was bought with and what it took off (docs/purchase.md "Promo codes"); receipts queued before codes carry none. */
  promo: v.exactOptional(v.object({ code: text, discountTetri: tetri })),
  /** The payment time the provider reported, else when the order was completed. */
  paidAt: instant,
  cohort: v.exactOptional(cohortMention),
  /** When the buyer asked for access before the withdrawal period ends (docs/purchase.md "Express start"). */
  expressStartRequestedAt: v.exactOptional(instant),
  /** The card as the provider masked it, e.g. `444455XXXXXX1111`. */
  maskedCard: v.exactOptional(maskedCard),
  /**
   * Present when the bank financed it (docs/purchase.md "Bank instalments") or a company paid by
   * transfer (docs/purchase.md "Company invoices"); absent: the card.
   */
  paymentMethod: v.exactOptional(v.picklist(['instalment', 'invoice'])),
});

/** `email.webinar_confirmation`: the registration, with the session's calendar entry when one was chosen. */
export const webinarConfirmationEmailSchema = v.object({
  ...recipient,
  /** The lead's id: the calendar entry's UID is the registration's (docs/webinar.md "Calendar"). */
  registrationId: text,
  /** The session as it was configured then, its title in the registrant's language; absent: none was offered, the person asked to hear of the next webinar. */
  session: v.exactOptional(
    v.object({ startsAt: instant, durationMinutes: positiveWhole, title: text }),
  ),
});

/** `email.webinar_reminder_*`: like the SMS reminders, with the session's start and the due time. */
export const webinarReminderEmailSchema = v.object({
  ...recipient,
  startsAt: instant,
  dueAt: instant,
  title: text,
});

/** `email.refund_receipt`: one refund of an order. */
export const refundReceiptEmailSchema = v.object({
  ...recipient,
  orderId: text,
  refundId: text,
  /** This refund. */
  amountTetri: tetri,
  /** Every refund of the order so far, this one included. */
  refundedTotalTetri: tetri,
  /** What the order was paid. */
  paidTetri: tetri,
  refundedAt: instant,
  cohortNumber: v.exactOptional(positiveWhole),
});

/** `email.waitlist_offer`: a seat held for someone on the waiting list until `expiresAt`. */
export const waitlistOfferEmailSchema = v.object({
  ...recipient,
  offerId: text,
  /** The personal link that takes the held seat. */
  url: webUrl,
  expiresAt: instant,
  cohort: cohortMention,
});

/** `email.company_invoice`: the billing contact and the invoice its PDF is drawn from. */
export const companyInvoiceEmailSchema = v.object({
  to: text,
  language,
  invoice: invoiceSnapshotSchema,
  /** The bearer link to the same PDF. */
  pdfUrl: webUrl,
});

export type OrderReceiptEmailPayload = v.InferOutput<typeof orderReceiptEmailSchema>;
export type WebinarConfirmationEmailPayload = v.InferOutput<typeof webinarConfirmationEmailSchema>;
export type WebinarReminderEmailPayload = v.InferOutput<typeof webinarReminderEmailSchema>;
export type RefundReceiptEmailPayload = v.InferOutput<typeof refundReceiptEmailSchema>;
export type WaitlistOfferEmailPayload = v.InferOutput<typeof waitlistOfferEmailSchema>;
export type CompanyInvoiceEmailPayload = v.InferOutput<typeof companyInvoiceEmailSchema>;
