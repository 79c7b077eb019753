import { type BreakerSettings, DEFAULT_BREAKER_SETTINGS } from '../../core/outbox/circuit-breaker';
import {
  DESTINATIONS,
  type Destination,
  destinationOf,
  kindsOf,
} from '../../core/outbox/outbox-destinations';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../core/outbox/retry-policy';
import type { Clock } from '../../core/ports/clock';
import type { OutboxMessage, OutboxStore } from '../../core/ports/outbox-store';
import { type CircuitChange, type CircuitStates, createOutboxCircuits } from './outbox-circuits';
import type { OutboxDispatch } from './outbox-dispatcher';
import { createMessageSettler, type DeliveryLogEntry } from './settle-outbox-message';

/** What the worker needs. */
export interface OutboxWorkerOptions {
  readonly store: OutboxStore;
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
  readonly breaker?: BreakerSettings;
  /** How long rows wait while their destination is not configured. */
  readonly notConfiguredRecheckMs?: number;
  /** Kinds whose destination is not configured: never claimed, so waiting costs no attempts. */
  readonly pausedKinds?: readonly string[];
  /**
   * How often a pass also claims rows of kinds this release does not know (default a minute), so
   * they are dead-lettered instead of waiting unseen.
   */
  readonly unknownKindsSweepMs?: number;
  readonly onDelivery?: (entry: DeliveryLogEntry) => void;
  readonly onCircuit?: (change: CircuitChange) => void;
  /** A pass failed, or an adapter threw while delivering `message` (its id and kind). */
  readonly onError?: (
    error: unknown,
    message?: { readonly id: string; readonly kind: string },
  ) => void;
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

/** One pass of deliveries and the circuits it keeps. */
interface DeliveryPasses {
  /** Probes, then one claim and its deliveries; true when the batch was full (more may be due). */
  pass(): Promise<boolean>;
  circuits(): CircuitStates;
}

/**
 * What a pass does (docs/messaging.md "Outbox"): probes each destination whose cool-down is over,
 * claims the due messages of the kinds that can go now (never those of a paused or failing
 * destination), settles each, and once a sweep interval sweeps kinds this release cannot deliver.
 */
function createDeliveryPasses(options: OutboxWorkerOptions): DeliveryPasses {
  const batchSize = options.batchSize ?? 25;
  const paused = options.pausedKinds ?? [];
  const sweepMs = options.unknownKindsSweepMs ?? 60_000;
  const knownKinds: string[] = DESTINATIONS.flatMap(kindsOf);
  /** When the last sweep for unknown kinds ran; the first comes one interval after the first pass. */
  let lastSweep: number | undefined;
  const circuits = createOutboxCircuits(
    options.breaker ?? DEFAULT_BREAKER_SETTINGS,
    options.onCircuit,
  );
  const settle = createMessageSettler({
    ...options,
    policy: options.policy ?? DEFAULT_RETRY_POLICY,
    notConfiguredRecheckMs: options.notConfiguredRecheckMs ?? 5 * 60_000,
    onThrown: (error, message) => options.onError?.(error, message),
  });
  const claim = (limit: number, kinds: { excludeKinds: string[]; onlyKinds?: string[] }) =>
    options.store.claimDueOutbox({
      now: options.clock.now(),
      limit,
      leaseMs: options.leaseMs,
      ...kinds,
    });

  async function settleOne(message: OutboxMessage): Promise<void> {
    const destination = destinationOf(message.kind);
    try {
      const settled = await settle(message);
      options.onDelivery?.(settled.entry);
      if (destination !== null) circuits.record(destination, settled.signal, options.clock.now());
    } catch (error) {
      options.onError?.(error);
      // The store failed, not the destination: a probe that ends so opens the circuit again.
      if (destination !== null) circuits.record(destination, 'transient', options.clock.now());
    }
  }

  /** One message of a destination whose cool-down is over; its outcome decides the circuit. */
  async function probe(destination: Destination): Promise<void> {
    const onlyKinds = kindsOf(destination).filter((kind) => !paused.includes(kind));
    const [message] =
      onlyKinds.length === 0 ? [] : await claim(1, { excludeKinds: [...paused], onlyKinds });
    if (message === undefined) circuits.close(destination);
    else await settleOne(message);
  }

  async function probeDue(): Promise<void> {
    for (const destination of circuits.takeProbes(options.clock.now())) {
      try {
        await probe(destination);
      } catch (error) {
        circuits.record(destination, 'transient', options.clock.now());
        throw error;
      }
    }
  }

  /** Rows of kinds this release cannot deliver (written by a newer one): dead-lettered by settling. */
  async function sweepUnknownKinds(now: Date): Promise<void> {
    lastSweep ??= now.getTime();
    if (now.getTime() - lastSweep < sweepMs) return;
    lastSweep = now.getTime();
    const unknown = await claim(batchSize, { excludeKinds: knownKinds });
    await Promise.all(unknown.map(settleOne));
  }

  return {
    async pass() {
      await probeDue();
      const now = options.clock.now();
      const blocked: string[] = circuits.blockedKinds(now);
      // Claimed by the kinds that can go now (`kind IN …`, through the outbox's (status, kind, due)
      // index): rows waiting for an unconfigured or failing destination are never read, however
      // many pile up (docs/performance.md "Registration").
      const onlyKinds = knownKinds.filter(
        (kind) => !paused.includes(kind) && !blocked.includes(kind),
      );
      const claimed =
        onlyKinds.length === 0 ? [] : await claim(batchSize, { excludeKinds: [], onlyKinds });
      await Promise.all(claimed.map(settleOne));
      await sweepUnknownKinds(now);
      return claimed.length === batchSize;
    },
    circuits: () => circuits.states(),
  };
}

/**
 * Delivers outbox messages off the request path (docs/messaging.md "Outbox"): claims due messages
 * with a lease, dispatches each by kind, marks it delivered or schedules a retry with full-jitter
 * backoff until the retry horizon, dead-lettering permanent failures. A circuit breaker per
 * destination stops claiming a destination's messages while it is down and sends one probe per
 * cool-down. A crash leaves claimed messages locked until the lease ends; then any instance claims
 * them again, so nothing is lost (and an SMS already started is parked, never sent twice). This part
 * schedules the passes: on a poll interval, and a nudge delay after a nudge.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const nudgeDelayMs = options.nudgeDelayMs ?? 20;
  const { pass, circuits } = createDeliveryPasses(options);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let nudged: NodeJS.Timeout | undefined;
  /** A nudge arrived during a pass: one more pass follows, a nudge delay after it ends. */
  let nudgedDuringPass = false;

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
      if (nudgedDuringPass) {
        nudgedDuringPass = false;
        nudgeLater();
      }
    });
  }

  function nudgeLater(): void {
    if (stopped || nudged !== undefined) return;
    nudged = setTimeout(() => {
      nudged = undefined;
      if (!stopped) run();
    }, nudgeDelayMs);
    nudged.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      run();
    },
    nudge() {
      if (stopped) return;
      // Under steady posting a nudge arrives during nearly every pass: the next pass still waits a
      // nudge delay, so the claims stay at most one per delay instead of one per group commit
      // (each claim is a write inside the queue the requests wait in, docs/performance.md "Registration").
      if (running !== null) nudgedDuringPass = true;
      else nudgeLater();
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
    circuits,
  };
}
