import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '../errors/domain-error';
import type { SmsCapDecision, SmsCaps, SmsSendRecord } from '../sms/sms-caps';

/** One SMS to count against the caps, named by its outbox idempotency key. */
export interface SmsCapReservation extends SmsSendRecord {
  /** The message's idempotency key: a message is counted once however often it is reserved. */
  readonly key: string;
}

/** The shared store did not answer in time (or at all): nobody can say whether the SMS is within the caps. */
export type SmsCapStoreError = DomainError<'sms.caps_unavailable'>;

/**
 * The memory of the SMS caps (docs/security.md "SMS", "Shared state across instances"): in one process,
 * or shared by every instance (Redis). `reserve` is atomic across everyone sharing the store: of two
 * racing reservations for one phone within the cool-down, exactly one is allowed.
 */
export interface SmsCapStore {
  /**
   * Decides with `decideSmsSendFromCounts` (core/sms/sms-caps.ts) and, when allowed, counts the send.
   * A key already counted is allowed again without being counted twice.
   */
  reserve(
    reservation: SmsCapReservation,
    caps: SmsCaps,
  ): ResultAsync<SmsCapDecision, SmsCapStoreError>;
}
