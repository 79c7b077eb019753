import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import { type GeorgianPhone, parseGeorgianPhone } from '../../core/phone/georgian-phone';
import type { SmsSendError } from '../../core/ports/sms-sender';

/**
 * Re-checks the recipient at the edge: only Georgian mobiles (+995 5…) ever reach a gateway
 * (docs/security.md "SMS"), even if a caller forged the `GeorgianPhone` brand with a cast.
 */
export function smsRecipient(to: string): Result<GeorgianPhone, SmsSendError> {
  const parsed = parseGeorgianPhone(to);
  if (parsed.isErr() || parsed.value !== to) return err(domainError('sms.invalid_number'));
  return ok(parsed.value);
}

/** Remembers the idempotency keys of accepted messages, newest `limit` only, to drop repeats. */
export function createAcceptedKeys(limit = 10_000) {
  const keys = new Map<string, { providerMessageId?: string }>();
  return {
    /** The receipt of an accepted message with this key, if still remembered. */
    get: (key: string) => keys.get(key),
    /** Remembers an accepted key; the oldest key is forgotten past the limit. */
    add(key: string, receipt: { providerMessageId?: string }) {
      keys.set(key, receipt);
      const oldest = keys.keys().next();
      if (keys.size > limit && oldest.done !== true) keys.delete(oldest.value);
    },
  };
}
