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

/** What a delivery pass needs. */
export interface DeliveryPassOptions {
  readonly store: OutboxStore;
  readonly clock: Clock;
  readonly dispatch: OutboxDispatch;
  /** Uniform in [0, 1): the jitter source. */
  readonly random: () => number;
  /** How long a claim locks a message; longer than the slowest delivery (15 s webhook timeout). */
  readonly leaseMs: number;
  /** Messages per claim (default 25). */
  readonly batchSize?: number;
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

/** One pass of deliveries and the circuits it keeps. */
interface DeliveryPasses {
  /** Probes, then one claim and its deliveries; true when the batch was full (more may be due). */
  pass(): Promise<boolean>;
  circuits(): CircuitStates;
}

type OutboxCircuits = ReturnType<typeof createOutboxCircuits>;

type Claim = (
  limit: number,
  kinds: { excludeKinds: string[]; onlyKinds?: string[] },
) => Promise<OutboxMessage[]>;

/** Settles one claimed message and tells its destination's circuit how it went. */
function createSettleOne(options: DeliveryPassOptions, circuits: OutboxCircuits) {
  const settle = createMessageSettler({
    ...options,
    policy: options.policy ?? DEFAULT_RETRY_POLICY,
    notConfiguredRecheckMs: options.notConfiguredRecheckMs ?? 5 * 60_000,
    onThrown: (error, message) => options.onError?.(error, message),
  });
  return async function settleOne(message: OutboxMessage): Promise<void> {
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
  };
}

/** Sends one message to each destination whose cool-down is over; its outcome decides the circuit. */
function createProbes(
  clock: Clock,
  circuits: OutboxCircuits,
  claim: Claim,
  settleOne: (message: OutboxMessage) => Promise<void>,
  paused: readonly string[],
) {
  async function probe(destination: Destination): Promise<void> {
    const onlyKinds = kindsOf(destination).filter((kind) => !paused.includes(kind));
    const [message] =
      onlyKinds.length === 0 ? [] : await claim(1, { excludeKinds: [...paused], onlyKinds });
    if (message === undefined) circuits.close(destination);
    else await settleOne(message);
  }
  return async function probeDue(): Promise<void> {
    for (const destination of circuits.takeProbes(clock.now())) {
      try {
        await probe(destination);
      } catch (error) {
        circuits.record(destination, 'transient', clock.now());
        throw error;
      }
    }
  };
}

/** Rows of kinds this release cannot deliver (written by a newer one): dead-lettered by settling. */
function createUnknownKindsSweep(
  claim: Claim,
  settleOne: (message: OutboxMessage) => Promise<void>,
  { batchSize, sweepMs, knownKinds }: { batchSize: number; sweepMs: number; knownKinds: string[] },
) {
  /** When the last sweep ran; the first comes one interval after the first pass. */
  let lastSweep: number | undefined;
  return async function sweepUnknownKinds(now: Date): Promise<void> {
    lastSweep ??= now.getTime();
    if (now.getTime() - lastSweep < sweepMs) return;
    lastSweep = now.getTime();
    const unknown = await claim(batchSize, { excludeKinds: knownKinds });
    await Promise.all(unknown.map(settleOne));
  };
}

/**
 * What a pass does (docs/messaging.md "Outbox"): probes each destination whose cool-down is over,
 * claims the due messages of the kinds that can go now (never those of a paused or failing
 * destination), settles each, and once a sweep interval sweeps kinds this release cannot deliver.
 */
export function createDeliveryPasses(options: DeliveryPassOptions): DeliveryPasses {
  const batchSize = options.batchSize ?? 25;
  const paused = options.pausedKinds ?? [];
  const knownKinds: string[] = DESTINATIONS.flatMap(kindsOf);
  const circuits = createOutboxCircuits(
    options.breaker ?? DEFAULT_BREAKER_SETTINGS,
    options.onCircuit,
  );
  const claim: Claim = (limit, kinds) =>
    options.store.claimDueOutbox({
      now: options.clock.now(),
      limit,
      leaseMs: options.leaseMs,
      ...kinds,
    });
  const settleOne = createSettleOne(options, circuits);
  const probeDue = createProbes(options.clock, circuits, claim, settleOne, paused);
  const sweepUnknownKinds = createUnknownKindsSweep(claim, settleOne, {
    batchSize,
    sweepMs: options.unknownKindsSweepMs ?? 60_000,
    knownKinds,
  });

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
