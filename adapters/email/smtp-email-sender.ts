import { ResultAsync } from 'neverthrow';
import type { EmailMessage, EmailSender } from '../../core/ports/email-sender';
import { type EmailEnvelope, type EmailSenders, envelopeOf } from './email-envelope';
import { smtpFailure } from './smtp-failure';

/** A DKIM signing key (docs/messaging.md "E-mail"): the `d=` domain, the DNS selector, the PEM key. */
export interface DkimKey {
  readonly domainName: string;
  readonly keySelector: string;
  readonly privateKey: string;
}

/** The relay and the senders of the site's e-mail. */
export interface SmtpEmailSenderOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; nodemailer URL options allowed. */
  readonly url: string;
  readonly senders: EmailSenders;
  readonly dkim?: DkimKey;
  /** Bound on connecting, on the greeting and on any silence of the relay (default 20 s each). */
  readonly timeoutMs?: number;
}

/** RFC 8058 one-click unsubscribe; nodemailer's default DKIM header list signs both. */
function unsubscribeHeaders(envelope: EmailEnvelope): Record<string, string> {
  if (envelope.unsubscribeUrl === undefined) return {};
  return {
    'List-Unsubscribe': `<${new URL(envelope.unsubscribeUrl).href}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function mailOf(message: EmailMessage, envelope: EmailEnvelope) {
  return {
    from: { name: envelope.from.name ?? '', address: envelope.from.address },
    to: envelope.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: envelope.messageId,
    headers: unsubscribeHeaders(envelope),
    attachments: (message.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      ...(file.encoding === undefined ? {} : { encoding: file.encoding }),
    })),
    // A `text/calendar; method=PUBLISH` alternative plus the same file as an `.ics` attachment.
    ...(message.calendar === undefined
      ? {}
      : {
          icalEvent: {
            method: 'PUBLISH',
            filename: message.calendar.filename,
            content: message.calendar.content,
          },
        }),
  };
}

/**
 * The nodemailer transport, imported on the first send rather than at start: nodemailer takes
 * ~80 ms to import, start-up time every instance would pay (docs/performance.md "Start-up").
 */
async function openTransport(options: SmtpEmailSenderOptions) {
  const { createTransport } = await import('nodemailer');
  const timeoutMs = options.timeoutMs ?? 20_000;
  return createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // Message parts are the given strings only: never a file or a URL fetched by the sender.
    disableFileAccess: true,
    disableUrlAccess: true,
    ...(options.dkim === undefined ? {} : { dkim: { ...options.dkim } }),
  });
}

/**
 * E-mail through an SMTP relay with nodemailer (docs/messaging.md "E-mail"), one connection per
 * message. The `Message-ID` comes from the idempotency key, so the outbox's repeat of a send whose
 * answer was lost is the same message. Nothing is logged: the outbox logs the outcome by code.
 */
export function createSmtpEmailSender(options: SmtpEmailSenderOptions): EmailSender {
  let transport: ReturnType<typeof openTransport> | undefined;
  const sendMail = async (mail: ReturnType<typeof mailOf>) => {
    transport ??= openTransport(options);
    return (await transport).sendMail(mail);
  };
  return {
    send(message) {
      return envelopeOf(message, options.senders).asyncAndThen((envelope) =>
        ResultAsync.fromPromise(sendMail(mailOf(message, envelope)), smtpFailure).map(() => ({
          messageId: envelope.messageId,
        })),
      );
    },
  };
}
