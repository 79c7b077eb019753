/**
 * A circuit breaker per destination (docs/messaging.md "Circuit breaker"), pure: the worker keeps
 * the state and passes the clock's reading in. While a destination is clearly down the worker stops
 * claiming its messages, so waiting costs them no attempts; after a cool-down one message probes it.
 */
export interface BreakerSettings {
  /** Consecutive transient failures that open the circuit. */
  readonly threshold: number;
  /** How long an open circuit waits before one probe, in milliseconds. */
  readonly coolDownMs: number;
}

/** Defaults: 5 failures in a row, then one probe a minute. */
export const DEFAULT_BREAKER_SETTINGS: BreakerSettings = { threshold: 5, coolDownMs: 60_000 };

/** Where one destination's circuit stands. */
export type Circuit =
  | { readonly state: 'closed'; readonly failures: number }
  | { readonly state: 'open'; readonly until: Date }
  | { readonly state: 'half_open' };

/** A healthy destination. */
export const CLOSED_CIRCUIT: Circuit = { state: 'closed', failures: 0 };

/** What a settled delivery tells about its destination. */
export type BreakerSignal = 'success' | 'transient' | 'neutral';

/**
 * What the worker may claim for the destination now: everything (closed), one probe (the cool-down
 * is over), or nothing (open, or a probe is already out).
 */
export function admission(circuit: Circuit, now: Date): 'all' | 'probe' | 'none' {
  if (circuit.state === 'closed') return 'all';
  if (circuit.state === 'half_open') return 'none';
  return now.getTime() >= circuit.until.getTime() ? 'probe' : 'none';
}

/** The probe is out: no other message of the destination is claimed until it settles. */
export function probing(): Circuit {
  return { state: 'half_open' };
}

/**
 * The next state after a delivery settled. A success closes the circuit. A transient failure counts
 * towards the threshold, and a failed probe opens it again for another cool-down. A neutral outcome
 * (a permanent refusal, a parked SMS) says the upstream answered, or says nothing: a probe that ends
 * so closes the circuit, otherwise nothing changes.
 */
export function afterDelivery(
  circuit: Circuit,
  signal: BreakerSignal,
  now: Date,
  settings: BreakerSettings,
): Circuit {
  const open: Circuit = { state: 'open', until: new Date(now.getTime() + settings.coolDownMs) };
  if (signal === 'success') return CLOSED_CIRCUIT;
  if (circuit.state === 'half_open') return signal === 'transient' ? open : CLOSED_CIRCUIT;
  if (signal === 'neutral' || circuit.state === 'open') return circuit;
  const failures = circuit.failures + 1;
  return failures >= settings.threshold ? open : { state: 'closed', failures };
}
