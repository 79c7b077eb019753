import { err, ok, type Result } from 'neverthrow';
import { parseEmail } from '../../core/email/email';
import { domainError } from '../../core/errors/domain-error';
import type { EmailMessage, EmailSendError } from '../../core/ports/email-sender';
import { messageIdFor } from './message-id';

/** An address with an optional display name, e.g. `TechCareer <no-reply@example.ge>`. */
export interface Mailbox {
  readonly name?: string;
  readonly address: string;
}

/**
 * Who the site's e-mail comes from (docs/messaging.md "E-mail"): receipts and other transactional
 * mail from one address, marketing from another, as Gmail's sender rules ask. Without a marketing
 * address, marketing mail waits as not configured.
 */
export interface EmailSenders {
  readonly transactional: Mailbox;
  readonly marketing?: Mailbox;
}

/** What the adapters add to a message: the sender, the derived `Message-ID`, the unsubscribe link. */
export interface EmailEnvelope {
  /** The recipient, checked to be one address (a list or a header fragment never reaches a relay). */
  readonly to: string;
  readonly from: Mailbox;
  readonly messageId: string;
  /** Marketing only: RFC 8058 one-click unsubscribe (`List-Unsubscribe` + `List-Unsubscribe-Post`). */
  readonly unsubscribeUrl?: string;
}

/** The part after the last `@`: the sender's domain names its message ids. */
function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}

function isHttpsUrl(value: string | undefined): value is string {
  return value !== undefined && URL.canParse(value) && new URL(value).protocol === 'https:';
}

/**
 * The envelope of one message, shared by the SMTP sender and its memory twin so both decide alike:
 * an invalid recipient or a marketing message without an HTTPS unsubscribe address is refused
 * (a repeat sends the same), marketing without a marketing sender waits as not configured.
 */
export function envelopeOf(
  message: EmailMessage,
  senders: EmailSenders,
): Result<EmailEnvelope, EmailSendError> {
  const to = parseEmail(message.to);
  if (to.isErr()) return err(domainError('email.rejected', { reason: 'recipient' }));
  const messageId = messageIdFor(message.idempotencyKey, domainOf(senders.transactional.address));
  if (message.category === 'transactional') {
    return ok({ to: to.value, from: senders.transactional, messageId });
  }
  if (senders.marketing === undefined) {
    return err(domainError('email.not_configured', { category: 'marketing' }));
  }
  if (!isHttpsUrl(message.unsubscribeUrl)) {
    return err(domainError('email.rejected', { reason: 'unsubscribe_url' }));
  }
  return ok({
    to: to.value,
    from: senders.marketing,
    messageId,
    unsubscribeUrl: message.unsubscribeUrl,
  });
}
