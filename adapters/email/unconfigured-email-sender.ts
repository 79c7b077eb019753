import { errAsync } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import type { EmailSender } from '../../core/ports/email-sender';

/**
 * The sender used when no SMTP relay is configured (docs/messaging.md "E-mail"): every send answers
 * `email.not_configured`, which the outbox worker treats as "leave the message pending", so the
 * e-mails go out once `SMTP_URL` is set.
 */
export function createUnconfiguredEmailSender(): EmailSender {
  return { send: () => errAsync(domainError('email.not_configured')) };
}
