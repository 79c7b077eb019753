/**
 * The calendar hero's simulated counters (docs/webinar.md "Calendar hero"): a
 * countdown from 23 h 59 min losing one minute every 60 s down to zero, and a social-proof counter
 * from 12 gaining 0 or 1 every 30 s. The spec itself says none of it is real data, so the site keeps
 * it off by default (docs/decisions.md); the behaviour exists for a configuration that wants it.
 */
export interface SimulatedCounters {
  /** Minutes left on the simulated countdown. */
  readonly minutesLeft: number;
  /** The simulated "booked today" count. */
  readonly bookedToday: number;
}

/** The countdown loses a minute this often. */
export const SIMULATED_MINUTE_MS = 60_000;

/** The social-proof counter may grow this often. */
export const SIMULATED_BOOKING_MS = 30_000;

/** The simulated urgency count the banner shows (docs/webinar.md "Calendar hero"). */
export const SIMULATED_SPOTS_LEFT = 3;

/** 23 h 59 min, and 12 bookings. */
export const INITIAL_SIMULATED_COUNTERS: SimulatedCounters = {
  minutesLeft: 23 * 60 + 59,
  bookedToday: 12,
};

/** What moves the counters: a minute passing, or a booking tick with a random draw in [0, 1). */
export type SimulationEvent =
  | { readonly type: 'minute' }
  | { readonly type: 'booking'; readonly random01: number };

/** The next counters; the countdown stops at zero, a booking tick adds 1 when the draw is ≥ 0.5. */
export function simulateCounters(
  state: SimulatedCounters,
  event: SimulationEvent,
): SimulatedCounters {
  if (event.type === 'minute') {
    return { ...state, minutesLeft: Math.max(0, state.minutesLeft - 1) };
  }
  return { ...state, bookedToday: state.bookedToday + (event.random01 >= 0.5 ? 1 : 0) };
}

/** The countdown as hours and minutes for display. */
export function simulatedTimeLeft(minutesLeft: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutesLeft / 60), minutes: minutesLeft % 60 };
}
