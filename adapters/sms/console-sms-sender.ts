import { errAsync, okAsync } from 'neverthrow';
import { nationalNumber } from '../../core/phone/georgian-phone';
import type { SmsSender } from '../../core/ports/sms-sender';
import { createAcceptedKeys, smsRecipient } from './sms-recipient';

/** `+995 5•• ••• •56`: enough to tell messages apart in a log, not enough to identify anyone. */
export function maskPhone(national: string): string {
  return `+995 ${national.slice(0, 1)}•• ••• •${national.slice(7)}`;
}

/**
 * Development sender (chosen by `SMS_PROVIDER=console`): writes `[sms] to +995 5•• ••• •56: <text>`
 * instead of calling a gateway. The same recipient rule and key de-duplication as the real sender.
 */
export function createConsoleSmsSender(write: (line: string) => void): SmsSender {
  const accepted = createAcceptedKeys();
  return {
    send(message) {
      const recipient = smsRecipient(message.to);
      if (recipient.isErr()) return errAsync(recipient.error);
      if (accepted.get(message.idempotencyKey) === undefined) {
        write(`[sms] to ${maskPhone(nationalNumber(recipient.value))}: ${message.text}`);
        accepted.add(message.idempotencyKey, {});
      }
      return okAsync({});
    },
  };
}
