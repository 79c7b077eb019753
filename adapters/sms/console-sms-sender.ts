import { createHash } from 'node:crypto';
import { errAsync, okAsync } from 'neverthrow';
import type { SmsMessage, SmsSender } from '../../core/ports/sms-sender';
import { createAcceptedKeys, smsRecipient } from './sms-recipient';

/**
 * A short reference to the message: the same delivery always gets the same one, and it reveals
 * nothing (the operator's request id inside some keys is the operator's own text).
 */
function smsReference(idempotencyKey: string): string {
  return createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 12);
}

/** The one line printed per message: reference, template and length; no number, name or text. */
function consoleSmsLine(message: SmsMessage): string {
  const reference = smsReference(message.idempotencyKey);
  const length = [...message.text].length;
  return `[sms] message ${reference}: template ${message.template}, ${length} characters (not sent: console sender)`;
}

/**
 * Development sender (chosen by `SMS_PROVIDER=console`, the default): prints one line per message
 * instead of calling a gateway. The line names the template and the length only: the text carries
 * the visitor's first name, and logs hold no personal data (docs/security.md "Logs"). The same
 * recipient rule and key de-duplication as the real sender.
 */
export function createConsoleSmsSender(write: (line: string) => void): SmsSender {
  const accepted = createAcceptedKeys();
  return {
    send(message) {
      const recipient = smsRecipient(message.to);
      if (recipient.isErr()) return errAsync(recipient.error);
      if (accepted.get(message.idempotencyKey) === undefined) {
        write(consoleSmsLine(message));
        accepted.add(message.idempotencyKey, {});
      }
      return okAsync({});
    },
  };
}
