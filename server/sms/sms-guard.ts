import { err, ok, type Result } from 'neverthrow';
import type { DomainError } from '../../core/errors/domain-error';
import { domainError } from '../../core/errors/domain-error';
import type { Clock } from '../../core/ports/clock';
import type { SmsCapStore } from '../../core/ports/sms-cap-store';
import type { SmsCapCode, SmsCaps } from '../../core/sms/sms-caps';

/** Who an SMS would go to, which client asked (absent for the operator), and the message's key. */
export interface SmsGuardRequest {
  readonly phone: string;
  readonly ip?: string;
  /** The outbox idempotency key of the SMS: one message counts once, at enqueue and delivery alike. */
  readonly key: string;
}

/** Allowed and counted; refused by a cap; or the shared store could not say (`sms.caps_unavailable`). */
export type SmsGuardOutcome = Result<void, DomainError<SmsCapCode | 'sms.caps_unavailable'>>;

/** The SMS caps (per phone, per client address, a global daily budget) with their counts (docs/security.md "SMS"). */
export interface SmsGuard {
  /** Checks the caps and, when allowed, counts the message, atomically for every instance sharing the store. */
  reserve(request: SmsGuardRequest): Promise<SmsGuardOutcome>;
}

/** What the guard needs: the limits, the time and where the counts live (memory or Redis). */
export interface SmsGuardOptions {
  readonly caps: SmsCaps;
  readonly clock: Clock;
  readonly store: SmsCapStore;
}

/**
 * The caps of `core/sms/sms-caps.ts` over an `SmsCapStore`: in process memory, or in Redis shared by
 * every instance when `REDIS_URL` is set (docs/security.md "Shared state across instances").
 */
export function createSmsGuard({ caps, clock, store }: SmsGuardOptions): SmsGuard {
  return {
    reserve: async (request) => {
      const at = clock.now();
      const reservation =
        request.ip === undefined
          ? { phone: request.phone, key: request.key, at }
          : { phone: request.phone, ip: request.ip, key: request.key, at };
      const decided = await store.reserve(reservation, caps);
      if (decided.isErr()) return err(decided.error);
      const decision = decided.value;
      return decision.kind === 'allow'
        ? ok(undefined)
        : err(domainError(decision.code, { retryAt: decision.retryAt.toISOString() }));
    },
  };
}

/**
 * Whether to queue the SMS: when allowed, and also when the caps could not be read. Such a message
 * waits in the outbox: the delivery gate (`sms-delivery-gate.ts`) reserves it again before it goes,
 * so it is neither lost nor sent uncapped (docs/security.md "Shared state across instances").
 */
export function queuesSms(outcome: SmsGuardOutcome): boolean {
  return outcome.isOk() || outcome.error.type === 'sms.caps_unavailable';
}
