import type { BreakerSignal } from '../../core/outbox/circuit-breaker';
import {
  breakerSignalOf,
  classifyFailure,
  decideFailure,
  SMS_OUTCOME_UNKNOWN,
} from '../../core/outbox/failure-decision';
import { isAtMostOnce } from '../../core/outbox/outbox-destinations';
import { retriesSinceOf } from '../../core/outbox/outbox-kinds';
import type { RetryPolicy } from '../../core/outbox/retry-policy';
import { DELIVERY_THREW, thrownErrorDetail } from '../../core/outbox/thrown-error';
import type { Clock } from '../../core/ports/clock';
import type { OutboxMessage, OutboxStore } from '../../core/ports/outbox-store';
import type { OutboxDispatch } from './outbox-dispatcher';

/**
 * One delivery outcome, logged without personal data (docs/security.md "Logs"). `parked`: an SMS
 * whose outcome is unknown, set aside for the operator; `skipped`: the message was no longer this
 * worker's to send (settled elsewhere meanwhile).
 */
export interface DeliveryLogEntry {
  readonly id: string;
  readonly kind: string;
  readonly attempts: number;
  readonly outcome: 'delivered' | 'retry' | 'dead' | 'waiting' | 'parked' | 'skipped';
  readonly code?: string;
}

/** A settled message: what to log, and what it says about its destination's health. */
export interface Settled {
  readonly entry: DeliveryLogEntry;
  readonly signal: BreakerSignal;
}

/** What settling a claimed message needs. */
export interface SettleOptions {
  readonly store: Pick<
    OutboxStore,
    'markOutboxDelivered' | 'markOutboxFailed' | 'markOutboxSending'
  >;
  readonly clock: Clock;
  readonly dispatch: OutboxDispatch;
  readonly random: () => number;
  readonly policy: RetryPolicy;
  readonly notConfiguredRecheckMs: number;
  /**
   * An adapter threw (a bug, not a delivery failure): the message is retried as a transient
   * failure, and the error itself goes here so the operator's log says why.
   */
  readonly onThrown?: (
    error: unknown,
    message: { readonly id: string; readonly kind: string },
  ) => void;
}

/** Why a delivery failed: the code, and for a thrown error its masked class and message. */
interface Undelivered {
  readonly code: string;
  readonly detail?: string;
}

/**
 * Why the dispatch failed, null when delivered. An adapter that throws, at once or later, is a bug
 * rather than an answer: reported with the error and counted as a transient failure, its class and
 * message kept with the code so the dead letter says why (docs/operations.md "Outbox: follow-up deliveries").
 */
async function undelivered(
  options: SettleOptions,
  message: OutboxMessage,
): Promise<Undelivered | null> {
  try {
    return await options.dispatch(message).match(
      () => null,
      (failure) => ({ code: failure.code }),
    );
  } catch (error) {
    options.onThrown?.(error, { id: message.id, kind: message.kind });
    return { code: DELIVERY_THREW, detail: thrownErrorDetail(error) };
  }
}

/**
 * Delivers one claimed message and records its outcome; a throwing adapter counts as transient, and
 * an SMS claimed again after its send started is parked, never resent (docs/messaging.md
 * "SMS: at most once").
 */
export function createMessageSettler(options: SettleOptions) {
  const { store } = options;
  return async (message: OutboxMessage): Promise<Settled> => {
    const base = { id: message.id, kind: message.kind, attempts: message.attempts };
    if (isAtMostOnce(message.kind)) {
      if (message.sendStartedAt !== null) {
        await store.markOutboxFailed(message.id, { error: SMS_OUTCOME_UNKNOWN, dead: true });
        return {
          entry: { ...base, outcome: 'parked', code: SMS_OUTCOME_UNKNOWN },
          signal: 'neutral',
        };
      }
      if (!(await store.markOutboxSending(message.id, options.clock.now()))) {
        return { entry: { ...base, outcome: 'skipped' }, signal: 'neutral' };
      }
    }
    const failed = await undelivered(options, message);
    const now = options.clock.now();
    if (failed === null) {
      await store.markOutboxDelivered(message.id, now);
      return { entry: { ...base, outcome: 'delivered' }, signal: 'success' };
    }
    const { code } = failed;
    const kind = classifyFailure(code);
    const failure = decideFailure({
      ...failed,
      attempts: message.attempts,
      retriesSince: retriesSinceOf(message),
      now,
      random01: options.random(),
      policy: options.policy,
      notConfiguredRecheckMs: options.notConfiguredRecheckMs,
    });
    await store.markOutboxFailed(message.id, failure);
    const outcome =
      kind === 'outcome_unknown'
        ? 'parked'
        : 'dead' in failure
          ? 'dead'
          : kind === 'not_configured'
            ? 'waiting'
            : 'retry';
    return { entry: { ...base, outcome, code }, signal: breakerSignalOf(kind) };
  };
}
