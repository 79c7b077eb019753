import { decideFailure } from '../../core/outbox/failure-decision';
import type { RetryPolicy } from '../../core/outbox/retry-policy';
import type { Clock } from '../../core/ports/clock';
import type { OutboxMessage, RegistrationStore } from '../../core/ports/registration-store';
import type { OutboxDispatch } from './outbox-dispatcher';

/** One delivery outcome, logged without personal data (docs/security.md "Logs"). */
export interface DeliveryLogEntry {
  readonly id: string;
  readonly kind: string;
  readonly attempts: number;
  readonly outcome: 'delivered' | 'retry' | 'dead' | 'waiting';
  readonly code?: string;
}

/** What settling a claimed message needs. */
export interface SettleOptions {
  readonly store: Pick<RegistrationStore, 'markOutboxDelivered' | 'markOutboxFailed'>;
  readonly clock: Clock;
  readonly dispatch: OutboxDispatch;
  readonly random: () => number;
  readonly policy: RetryPolicy;
  readonly notConfiguredRecheckMs: number;
  readonly onDelivery?: (entry: DeliveryLogEntry) => void;
}

/**
 * Delivers one claimed message and records the outcome: delivered, retried later with backoff,
 * dead-lettered, or left waiting for a destination that is not configured. An adapter that throws
 * (a bug) counts as a transient failure, so the message is not lost.
 */
export function createMessageSettler(options: SettleOptions) {
  return async (message: OutboxMessage): Promise<void> => {
    const code = await options
      .dispatch(message)
      .match(
        () => null,
        (failure) => failure.code,
      )
      .catch(() => 'outbox.delivery_threw');
    const base = { id: message.id, kind: message.kind, attempts: message.attempts };
    const now = options.clock.now();
    if (code === null) {
      await options.store.markOutboxDelivered(message.id, now);
      options.onDelivery?.({ ...base, outcome: 'delivered' });
      return;
    }
    const failure = decideFailure({
      code,
      attempts: message.attempts,
      now,
      random01: options.random(),
      policy: options.policy,
      notConfiguredRecheckMs: options.notConfiguredRecheckMs,
    });
    await options.store.markOutboxFailed(message.id, failure);
    const waiting = code === 'lead_sink.not_configured';
    const outcome = 'dead' in failure ? 'dead' : waiting ? 'waiting' : 'retry';
    options.onDelivery?.({ ...base, outcome, code });
  };
}
