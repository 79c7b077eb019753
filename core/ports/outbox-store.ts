/*
 * The transactional outbox (docs/security.md "Outbound delivery"): follow-ups enqueued in the
 * transaction that causes them, delivered at least once by the outbox worker.
 */

/** A JSON value, as stored in an outbox payload. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/** Delivery state of an outbox message. */
export type OutboxStatus = 'pending' | 'delivered' | 'dead';

/** A follow-up to deliver at least once, off the request path (docs/security.md "Outbound delivery"). */
export interface OutboxMessage {
  readonly id: string;
  /** e.g. 'sheet.lead', 'sheet.customer', 'sms.confirmation', 'conversion.purchase'. */
  readonly kind: string;
  readonly payload: JsonValue;
  /** Unique; enqueueing the same key again is ignored, and sinks receive it to dedupe. */
  readonly idempotencyKey: string;
  readonly status: OutboxStatus;
  /** Claims so far: incremented by every claim, so a worker that crashes mid-delivery still counts. */
  readonly attempts: number;
  readonly nextAttemptAt: Date;
  readonly lastError: string | null;
  readonly lockedUntil: Date | null;
  readonly createdAt: Date;
  readonly deliveredAt: Date | null;
  /**
   * When a send of an at-most-once kind (SMS) began: written and committed before the call, cleared
   * only by a failure that proves nothing was sent. A claim that finds it set does not send again
   * (docs/messaging.md "SMS: at most once").
   */
  readonly sendStartedAt: Date | null;
  /** When an operator last requeued it; the retry horizon counts from here (else from createdAt). */
  readonly requeuedAt: Date | null;
}

/** A message to enqueue; it is due at `nextAttemptAt`, or at `createdAt` when that is omitted. */
export interface NewOutboxMessage {
  readonly id: string;
  readonly kind: string;
  readonly payload: JsonValue;
  readonly idempotencyKey: string;
  readonly createdAt: Date;
  readonly nextAttemptAt?: Date;
}

/** How a failed delivery continues: retry later, or give up (dead letter, visible to operators). */
export type OutboxFailure =
  | { readonly error: string; readonly nextAttemptAt: Date }
  | { readonly error: string; readonly dead: true };

/** The outbox writes of one transaction. */
export interface OutboxTransaction {
  /** Enqueues messages, ignoring any whose idempotencyKey exists; returns how many were added. */
  enqueueOutbox(messages: readonly NewOutboxMessage[]): Promise<number>;
}

/** The delivery side of the outbox, as the worker uses it: claim due messages and settle each one. */
export interface OutboxStore {
  /**
   * Locks up to `limit` due, unlocked pending messages until `now + leaseMs`, counting an attempt
   * on each; claims never share one. `excludeKinds` spares a paused destination's attempts;
   * `onlyKinds` is the breaker's probe (docs/messaging.md "Circuit breaker").
   */
  claimDueOutbox(options: {
    readonly now: Date;
    readonly limit: number;
    readonly leaseMs: number;
    readonly excludeKinds?: readonly string[];
    readonly onlyKinds?: readonly string[];
  }): Promise<OutboxMessage[]>;
  /**
   * Records, durably, that the send of a pending message begins (`sendStartedAt`); resolves once
   * committed. False when the message is no longer pending or a send was already recorded: then
   * the caller must not send.
   */
  markOutboxSending(id: string, at: Date): Promise<boolean>;
  /** Marks a message delivered; it is never claimed again. */
  markOutboxDelivered(id: string, at: Date): Promise<void>;
  /**
   * Records a failed delivery: pending again from `nextAttemptAt` (clearing `sendStartedAt`: only
   * a failure that proves nothing was sent is retried), or dead. Releases the lock.
   */
  markOutboxFailed(id: string, failure: OutboxFailure): Promise<void>;
}
