import type { Clock } from '../../core/ports/clock';

/** The real wall clock, for production wiring; tests use a fixed clock instead. */
export function createSystemClock(): Clock {
  return { now: () => new Date() };
}

/** A test clock that runs at real speed and that a test can move to another instant. */
export interface MovableClock extends Clock {
  /** From now on the clock reads `at`, then runs on from there. */
  moveTo(at: Date): void;
  /** Calls `listener` after every move; returns the unsubscribe. */
  onMove(listener: () => void): () => void;
}

/**
 * A clock that runs at real speed from `start` and can be moved (tests move the whole server in
 * time with it, never libfaketime); `readWallClock` is the real clock underneath.
 */
export function createShiftedClock(
  start: Date,
  readWallClock: () => number = Date.now,
): MovableClock {
  let offset = start.getTime() - readWallClock();
  const listeners = new Set<() => void>();
  return {
    now: () => new Date(readWallClock() + offset),
    moveTo(at) {
      offset = at.getTime() - readWallClock();
      for (const listener of listeners) listener();
    },
    onMove(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
