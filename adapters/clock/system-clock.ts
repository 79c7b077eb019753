import type { Clock } from '../../core/ports/clock';

/** The real wall clock, for production wiring; tests use a fixed clock instead. */
export function createSystemClock(): Clock {
  return { now: () => new Date() };
}
