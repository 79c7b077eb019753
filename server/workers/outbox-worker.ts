import type { CircuitStates } from './outbox-circuits';
import { createDeliveryPasses, type DeliveryPassOptions } from './outbox-delivery-passes';
import { PassScheduler } from './outbox-pass-scheduler';

/** What the worker needs. */
export interface OutboxWorkerOptions extends DeliveryPassOptions {
  readonly pollMs: number;
  /**
   * How long a nudge waits before the pass (default 20 ms): a burst of posts then costs one claim,
   * not one per post, and each SQLite write is an fsync (docs/performance.md "Budgets" budget).
   */
  readonly nudgeDelayMs?: number;
}

/** A running outbox worker. */
export interface OutboxWorker {
  /** Starts polling. */
  start(): void;
  /** Asks for a pass now (after an enqueue) instead of at the next poll. */
  nudge(): void;
  /** Stops polling and waits up to `graceMs` for the pass in progress. */
  stop(graceMs?: number): Promise<void>;
  /** Runs passes until nothing is due (tests, probes with a simulated clock). */
  drain(): Promise<void>;
  /** Each destination's circuit (docs/messaging.md "Circuit breaker"), for /health. */
  circuits(): CircuitStates;
}

/**
 * Delivers outbox messages off the request path (docs/messaging.md "Outbox"): leased claims,
 * retries until the horizon, a paused destination while it is down; a crashed claim is claimed
 * again when its lease ends, so nothing is lost.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { pass, circuits } = createDeliveryPasses(options);
  const scheduler = new PassScheduler({
    pass,
    pollMs: options.pollMs,
    nudgeDelayMs: options.nudgeDelayMs ?? 20,
    onError: (error) => options.onError?.(error),
  });
  return {
    start: () => scheduler.start(),
    nudge: () => scheduler.nudge(),
    stop: (graceMs = 5000) => scheduler.stop(graceMs),
    drain: () => scheduler.drain(),
    circuits,
  };
}
