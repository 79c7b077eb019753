import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '../errors/domain-error';

/** A file carried by an e-mail: the webinar's calendar entry, a copy of a legal document, an invoice. */
export interface EmailAttachment {
  readonly filename: string;
  /** e.g. `text/calendar; method=PUBLISH`, `text/plain; charset=utf-8`, `application/pdf`. */
  readonly contentType: string;
  /** UTF-8 text, or with `encoding: 'base64'` the bytes of a binary file (a PDF). */
  readonly content: string;
  readonly encoding?: 'base64';
}

/**
 * One e-mail, rendered by core from a server-side template (docs/messaging.md "E-mail"): HTML with
 * its plain-text alternative, in the language the person used.
 */
export interface EmailMessage {
  /** One lowercased address. */
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /**
   * `transactional` (receipts, confirmations, reminders, offers the person asked for) goes from the
   * transactional sender and never carries marketing; `marketing` only with the person's opt-in and
   * with a one-click unsubscribe (RFC 8058).
   */
  readonly category: 'transactional' | 'marketing';
  /** Marketing only: the HTTPS address a mail client POSTs `List-Unsubscribe=One-Click` to. */
  readonly unsubscribeUrl?: string;
  /** An invitation for the recipient's calendar (`METHOD:PUBLISH`), also attached as `.ics`. */
  readonly calendar?: { readonly filename: string; readonly content: string };
  readonly attachments?: readonly EmailAttachment[];
  /** Same key, same message: the adapter derives the `Message-ID` from it, so a repeat is recognisable. */
  readonly idempotencyKey: string;
}

/** The server's reference for the accepted message. */
interface EmailReceipt {
  readonly messageId: string;
}

/**
 * E-mail failures: `not_configured` (no SMTP server set), `rejected` (a permanent 5xx answer: the
 * address or the message is refused, never retried), `unavailable` (connection refused, time-out,
 * a 4xx answer: retried with back-off). A repeat after an unknown outcome is harmless: the
 * `Message-ID` is the same, and mail systems treat equal ids as one message.
 */
export type EmailSendError = DomainError<
  'email.not_configured' | 'email.rejected' | 'email.unavailable'
>;

/** Sends e-mail through an SMTP relay. */
export interface EmailSender {
  /** Hands one message to the relay. */
  send(message: EmailMessage): ResultAsync<EmailReceipt, EmailSendError>;
}
