import { errAsync, ResultAsync } from 'neverthrow';
import { copyCapacity } from '../../core/cohort/copy-capacity';
import { companyInvoiceEmail } from '../../core/email-messages/company-invoice-email';
import type { EmailSite } from '../../core/email-messages/email-site';
import { legalCopiesFor } from '../../core/email-messages/legal-copies';
import { orderReceiptEmail } from '../../core/email-messages/order-receipt-email';
import { refundReceiptEmail } from '../../core/email-messages/refund-receipt-email';
import type { RenderedEmail } from '../../core/email-messages/render-email';
import { waitlistOfferEmail } from '../../core/email-messages/waitlist-offer-email';
import { webinarConfirmationEmail } from '../../core/email-messages/webinar-confirmation-email';
import {
  type ReminderMoment,
  webinarReminderEmail,
} from '../../core/email-messages/webinar-reminder-email';
import { invoiceDocument } from '../../core/invoice/invoice-document';
import type { Language } from '../../core/language/languages';
import type { OutboxKind, OutboxPayloads } from '../../core/outbox/outbox-kinds';
import type { Clock } from '../../core/ports/clock';
import type { EmailSender } from '../../core/ports/email-sender';
import type { OutboxMessage } from '../../core/ports/outbox-store';
import type { SiteConfig } from '../../core/site-config/site-config';
import { isReminderTooLate } from '../../core/webinar/session-reminders';
import { invoicePdf } from '../invoices/invoice-pdf';

/**
 * What the e-mail templates read when a message is sent (docs/messaging.md "E-mail messages"): the
 * running configuration (an edit applies to messages sent afterwards), the site's origin, the legal
 * texts the pages show, and the time.
 */
export interface MessageSite {
  readonly config: () => SiteConfig;
  readonly siteOrigin: string;
  /** `legal.json` of a language, parsed (`server/locales/legal-texts.ts`). */
  readonly legalTexts: (language: Language) => unknown;
  readonly clock: Clock;
}

/** Why an e-mail was not sent: the sender's code, or `email.session_started`. */
interface EmailFailure {
  readonly code: string;
}

type EmailKind = Extract<OutboxKind, `email.${string}`>;

type EmailHandler<K extends EmailKind> = (
  payload: OutboxPayloads[K],
  message: OutboxMessage,
  sender: EmailSender,
  site: MessageSite,
) => ResultAsync<void, EmailFailure>;

function emailSiteOf(site: MessageSite): EmailSite {
  const config = site.config();
  return { seller: config.seller, productName: config.course.name, siteOrigin: site.siteOrigin };
}

/** Hands a rendered message to the sender: always transactional, keyed by the outbox row. */
function send(
  sender: EmailSender,
  message: OutboxMessage,
  to: string,
  rendered: RenderedEmail,
): ResultAsync<void, EmailFailure> {
  return sender
    .send({
      to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      category: 'transactional',
      idempotencyKey: message.idempotencyKey,
      ...(rendered.calendar === undefined ? {} : { calendar: rendered.calendar }),
      ...(rendered.attachments === undefined ? {} : { attachments: rendered.attachments }),
    })
    .map(() => undefined)
    .mapErr((error) => ({ code: error.type }));
}

/** The join address the running configuration gives the session starting at `startsAt`. */
function joinUrlOf(config: SiteConfig, startsAt: string): string | undefined {
  const at = Date.parse(startsAt);
  return config.webinarSessions.find((session) => session.startsAt.getTime() === at)?.joinUrl;
}

const orderReceipt: EmailHandler<'email.order_receipt'> = (payload, message, sender, site) => {
  const config = site.config();
  const cohort = config.cohorts.find((candidate) => candidate.number === payload.cohort?.number);
  // The terms state the cohort size: the buyer's cohort's, else the one the pages state now.
  const capacity = cohort?.maxCapacity ?? copyCapacity(config.cohorts, site.clock.now()) ?? 0;
  const legalCopies = legalCopiesFor(payload.language, {
    legalJson: site.legalTexts,
    documents: config.legal.documents,
    seller: config.seller,
    productName: config.course.name,
    capacity,
  });
  const rendered = orderReceiptEmail({ payload, site: emailSiteOf(site), legalCopies });
  return send(sender, message, payload.to, rendered);
};

const webinarConfirmation: EmailHandler<'email.webinar_confirmation'> = (
  payload,
  message,
  sender,
  site,
) => {
  const joinUrl =
    payload.session === undefined ? undefined : joinUrlOf(site.config(), payload.session.startsAt);
  const rendered = webinarConfirmationEmail({
    payload,
    site: emailSiteOf(site),
    joinUrl,
    now: site.clock.now(),
  });
  return send(sender, message, payload.to, rendered);
};

/** A reminder is never sent once its session has started (docs/messaging.md "Reminders"). */
function reminder(
  moment: ReminderMoment,
): EmailHandler<'email.webinar_reminder_day' | 'email.webinar_reminder_hour'> {
  return (payload, message, sender, site) => {
    if (isReminderTooLate(new Date(payload.startsAt), site.clock.now())) {
      return errAsync({ code: 'email.session_started' });
    }
    const rendered = webinarReminderEmail({
      moment,
      payload,
      site: emailSiteOf(site),
      joinUrl: joinUrlOf(site.config(), payload.startsAt),
    });
    return send(sender, message, payload.to, rendered);
  };
}

const refundReceipt: EmailHandler<'email.refund_receipt'> = (payload, message, sender, site) =>
  send(sender, message, payload.to, refundReceiptEmail({ payload, site: emailSiteOf(site) }));

const waitlistOffer: EmailHandler<'email.waitlist_offer'> = (payload, message, sender, site) =>
  send(sender, message, payload.to, waitlistOfferEmail({ payload, site: emailSiteOf(site) }));

/** The invoice e-mail with its PDF attached, drawn from the queued invoice and the running seller. */
const companyInvoice: EmailHandler<'email.company_invoice'> = (payload, message, sender, site) => {
  const config = site.config();
  const document = invoiceDocument(
    payload.invoice,
    config.seller,
    config.course.name[payload.language],
  );
  return ResultAsync.fromPromise(invoicePdf(document), () => ({ code: 'INTERNAL' })).andThen(
    (pdf) => {
      const rendered = companyInvoiceEmail(payload, emailSiteOf(site));
      const attachment = {
        filename: `${payload.invoice.number}.pdf`,
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64' as const,
      };
      return send(sender, message, payload.to, { ...rendered, attachments: [attachment] });
    },
  );
};

/** One handler per e-mail kind: each renders its template at send time and hands it to the sender. */
export const EMAIL_HANDLERS: { readonly [K in EmailKind]: EmailHandler<K> } = {
  'email.order_receipt': orderReceipt,
  'email.webinar_confirmation': webinarConfirmation,
  'email.webinar_reminder_day': reminder('day'),
  'email.webinar_reminder_hour': reminder('hour'),
  'email.refund_receipt': refundReceipt,
  'email.waitlist_offer': waitlistOffer,
  'email.company_invoice': companyInvoice,
};
