import * as v from 'valibot';
import { instant, language, positiveWhole, recipient, tetri, text, webUrl } from './payload-fields';

/*
 * Payloads of the SMS kinds: who gets the server-side template and in which language, never text.
 * The worker renders the template, so nothing a caller wrote can ever be sent (docs/security.md
 * "SMS"). `to` is E.164 `+9955XXXXXXXX`.
 */

/** `sms.webinar_confirmation`: names the session registered for when there is one (docs/messaging.md "SMS"). */
export const webinarConfirmationSmsSchema = v.object({
  ...recipient,
  startsAt: v.exactOptional(instant),
});

/**
 * `sms.webinar_reminder_*` and `sms.webinar_scheduled` (docs/webinar.md "No session scheduled"):
 * the session's start (the text names it, and none goes once it has passed) and the instant the
 * message came due (the retry horizon counts from there, not from when it was queued days before;
 * docs/messaging.md "Reminders").
 */
export const sessionSmsSchema = v.object({
  ...recipient,
  startsAt: instant,
  dueAt: instant,
});

/**
 * `sms.purchase_confirmation`: when course access opens for a buyer who did not ask for an early
 * start (absent: within 24 hours, the early start).
 */
export const purchaseConfirmationSmsSchema = v.object({
  ...webinarConfirmationSmsSchema.entries,
  accessOpensAt: v.exactOptional(instant),
});

/** `sms.refund_receipt`: the amount returned to the card. */
export const refundReceiptSmsSchema = v.object({ ...recipient, amountTetri: tetri });

/** `sms.waitlist_offer`: the offer in one short text with its link. */
export const waitlistOfferSmsSchema = v.object({
  to: text,
  language,
  url: webUrl,
  expiresAt: instant,
  cohortNumber: positiveWhole,
});
