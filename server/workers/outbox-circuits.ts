import {
  admission,
  afterDelivery,
  type BreakerSettings,
  type BreakerSignal,
  type Circuit,
  CLOSED_CIRCUIT,
  probing,
} from '../../core/outbox/circuit-breaker';
import { DESTINATIONS, type Destination, kindsOf } from '../../core/outbox/outbox-destinations';

/** A circuit that changed state, for the log (docs/messaging.md "Circuit breaker"). */
export interface CircuitChange {
  readonly destination: Destination;
  readonly from: Circuit['state'];
  readonly to: Circuit['state'];
}

/** The state of each destination's circuit, as /health shows it. */
export type CircuitStates = Readonly<Record<Destination, Circuit['state']>>;

/**
 * The worker's circuits, one per destination, in this process (each instance keeps its own: a
 * destination that is down for one is down for all, so they open together). Pure transitions come
 * from core; this keeps the current state and reports changes.
 */
export function createOutboxCircuits(
  settings: BreakerSettings,
  onChange: (change: CircuitChange) => void = () => undefined,
) {
  const circuits = new Map<Destination, Circuit>();
  const get = (destination: Destination) => circuits.get(destination) ?? CLOSED_CIRCUIT;
  const set = (destination: Destination, next: Circuit) => {
    const from = get(destination).state;
    circuits.set(destination, next);
    if (from !== next.state) onChange({ destination, from, to: next.state });
  };
  return {
    /** Destinations whose cool-down is over: each may send one probe now (and is half-open). */
    takeProbes(now: Date): Destination[] {
      const due = DESTINATIONS.filter((d) => admission(get(d), now) === 'probe');
      for (const destination of due) set(destination, probing());
      return due;
    },
    /** Kinds the worker must not claim now: their destination is open or has a probe out. */
    blockedKinds(now: Date): string[] {
      return DESTINATIONS.filter((d) => admission(get(d), now) !== 'all').flatMap(kindsOf);
    },
    record(destination: Destination, signal: BreakerSignal, now: Date): void {
      set(destination, afterDelivery(get(destination), signal, now, settings));
    },
    /** A probe found nothing due: the destination has nothing to protect, so it closes. */
    close(destination: Destination): void {
      set(destination, CLOSED_CIRCUIT);
    },
    states(): CircuitStates {
      return Object.fromEntries(DESTINATIONS.map((d) => [d, get(d).state])) as Record<
        Destination,
        Circuit['state']
      >;
    },
  };
}
