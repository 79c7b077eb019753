import { errAsync, okAsync } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import type { SmsMessage, SmsSendError, SmsSender } from '../../core/ports/sms-sender';
import { smsRecipient } from './sms-recipient';

/** The failures a test can make the memory sender answer with. */
export type MemorySmsFailure = 'sms.rejected' | 'sms.unavailable';

/** The in-memory twin of an SMS gateway, with what it sent and a failure switch for tests. */
export interface MemorySmsSender extends SmsSender {
  /** Messages accepted, in order, one per idempotency key. */
  sent(): readonly SmsMessage[];
  /** Makes the next `count` sends fail with `code` (nothing sent). */
  failNext(code: MemorySmsFailure, count?: number): void;
}

/** Records messages instead of sending them; same recipient rule and de-duplication as the real ones. */
export function createMemorySmsSender(): MemorySmsSender {
  const messages: SmsMessage[] = [];
  const failures: MemorySmsFailure[] = [];
  return {
    send(message) {
      const recipient = smsRecipient(message.to);
      if (recipient.isErr()) return errAsync(recipient.error);
      const failure = failures.shift();
      if (failure !== undefined) return errAsync<never, SmsSendError>(domainError(failure));
      const index = messages.findIndex((sent) => sent.idempotencyKey === message.idempotencyKey);
      if (index === -1) messages.push(message);
      const providerMessageId = `memory-${(index === -1 ? messages.length : index + 1).toString()}`;
      return okAsync({ providerMessageId });
    },
    sent: () => [...messages],
    failNext(code, count = 1) {
      for (let index = 0; index < count; index += 1) failures.push(code);
    },
  };
}
