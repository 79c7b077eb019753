import { errAsync, okAsync } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import type { EmailMessage, EmailSendError, EmailSender } from '../../core/ports/email-sender';
import { type EmailEnvelope, type EmailSenders, envelopeOf } from './email-envelope';

/** The failures a test can make the memory sender answer with. */
export type MemoryEmailFailure = 'email.rejected' | 'email.unavailable';

/** One accepted message with the envelope the SMTP sender would have given it. */
export interface SentEmail {
  readonly message: EmailMessage;
  readonly envelope: EmailEnvelope;
}

/** The in-memory twin of the SMTP relay, with what it accepted and a failure switch for tests. */
export interface MemoryEmailSender extends EmailSender {
  /** Messages accepted, in order; a repeat is kept twice, as a relay would deliver it twice. */
  sent(): readonly SentEmail[];
  /** Makes the next `count` sends fail with `code` (nothing sent). */
  failNext(code: MemoryEmailFailure, count?: number): void;
}

const TEST_SENDERS: EmailSenders = {
  transactional: { name: 'TechCareer', address: 'no-reply@example.ge' },
  marketing: { name: 'TechCareer', address: 'news@example.ge' },
};

/** Records messages instead of sending them, with the same envelope rules as the SMTP sender. */
export function createMemoryEmailSender(senders: EmailSenders = TEST_SENDERS): MemoryEmailSender {
  const accepted: SentEmail[] = [];
  const failures: MemoryEmailFailure[] = [];
  return {
    send(message) {
      const envelope = envelopeOf(message, senders);
      if (envelope.isErr()) return errAsync(envelope.error);
      const failure = failures.shift();
      if (failure !== undefined) return errAsync<never, EmailSendError>(domainError(failure));
      accepted.push({ message, envelope: envelope.value });
      return okAsync({ messageId: envelope.value.messageId });
    },
    sent: () => [...accepted],
    failNext(code, count = 1) {
      for (let index = 0; index < count; index += 1) failures.push(code);
    },
  };
}
