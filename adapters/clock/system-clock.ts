import type { Clock } from '../../core/ports/clock';

/** The real wall clock, for production wiring; tests use a fixed clock instead. */
export function createSystemClock(): Clock {
  return { now: () => new Date() };
}

/**
 * A clock that runs at real speed from `start` (tests move the whole server in time with it,
 * never libfaketime); `readWallClock` is the real clock underneath.
 */
export function createShiftedClock(start: Date, readWallClock: () => number = Date.now): Clock {
  const offset = start.getTime() - readWallClock();
  return { now: () => new Date(readWallClock() + offset) };
}
