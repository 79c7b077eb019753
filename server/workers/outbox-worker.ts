import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../core/outbox/retry-policy';
import type { Clock } from '../../core/ports/clock';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { OutboxDispatch } from './outbox-dispatcher';
import { createMessageSettler, type DeliveryLogEntry } from './settle-outbox-message';

/** What the worker needs. */
export interface OutboxWorkerOptions {
  readonly store: Pick<
    RegistrationStore,
    'claimDueOutbox' | 'markOutboxDelivered' | 'markOutboxFailed'
  >;
  readonly clock: Clock;
  readonly dispatch: OutboxDispatch;
  /** Uniform in [0, 1): the jitter source. */
  readonly random: () => number;
  readonly pollMs: number;
  /** How long a claim locks a message; longer than the slowest delivery (15 s webhook timeout). */
  readonly leaseMs: number;
  /** Messages per claim (default 25). */
  readonly batchSize?: number;
  /**
   * How long a nudge waits before the pass (default 20 ms): a burst of posts then costs one claim,
   * not one per post, and each SQLite write is an fsync (docs/performance.md "Budgets" budget).
   */
  readonly nudgeDelayMs?: number;
  readonly policy?: RetryPolicy;
  /** How long rows wait while their destination is not configured. */
  readonly notConfiguredRecheckMs?: number;
  /** Kinds whose destination is not configured: never claimed, so waiting costs no attempts. */
  readonly pausedKinds?: readonly string[];
  readonly onDelivery?: (entry: DeliveryLogEntry) => void;
  readonly onError?: (error: unknown) => void;
}

/** A running outbox worker. */
export interface OutboxWorker {
  /** Starts polling. */
  start(): void;
  /** Asks for a pass now (after an enqueue) instead of at the next poll. */
  nudge(): void;
  /** Stops polling and waits up to `graceMs` for the pass in progress. */
  stop(graceMs?: number): Promise<void>;
  /** Runs passes until nothing is due (tests). */
  drain(): Promise<void>;
}

/**
 * Delivers outbox messages off the request path (docs/security.md "Outbound delivery"): claims due
 * messages with a lease, dispatches each by kind, marks it delivered or schedules a retry with
 * full-jitter backoff, dead-lettering permanent failures and exhausted ones. A crash leaves claimed
 * messages locked until the lease ends; then any instance claims them again, so nothing is lost.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const batchSize = options.batchSize ?? 25;
  const nudgeDelayMs = options.nudgeDelayMs ?? 20;
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const recheckMs = options.notConfiguredRecheckMs ?? 5 * 60_000;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let nudged: NodeJS.Timeout | undefined;

  const settle = createMessageSettler({ ...options, policy, notConfiguredRecheckMs: recheckMs });

  /** One claim and its deliveries; true when the batch was full (more may be due). */
  async function pass(): Promise<boolean> {
    const claimed = await options.store.claimDueOutbox({
      now: options.clock.now(),
      limit: batchSize,
      leaseMs: options.leaseMs,
      excludeKinds: options.pausedKinds ?? [],
    });
    const settled = await Promise.allSettled(claimed.map(settle));
    for (const outcome of settled) {
      if (outcome.status === 'rejected') options.onError?.(outcome.reason);
    }
    return claimed.length === batchSize;
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      try {
        if (await pass()) again = true;
      } catch (error) {
        options.onError?.(error);
        again = false;
      }
    } while (again && !stopped);
  }

  function schedule(): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, options.pollMs);
    timer.unref();
  }

  function run(): void {
    if (running !== null) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
      schedule();
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      run();
    },
    nudge() {
      if (stopped) return;
      if (running !== null) {
        again = true;
        return;
      }
      if (nudged !== undefined) return;
      nudged = setTimeout(() => {
        nudged = undefined;
        if (!stopped) run();
      }, nudgeDelayMs);
      nudged.unref();
    },
    async stop(graceMs = 5000) {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(nudged);
      nudged = undefined;
      if (running === null) return;
      let waited: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        waited = setTimeout(resolve, graceMs);
      });
      await Promise.race([running, grace]);
      clearTimeout(waited);
    },
    async drain() {
      while (running !== null) await running;
      while (await pass()) {}
    },
  };
}
