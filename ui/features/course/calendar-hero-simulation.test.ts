import { describe, expect, it } from 'vitest';
import {
  INITIAL_SIMULATED_COUNTERS,
  type SimulatedCounters,
  simulateCounters,
  simulatedTimeLeft,
} from './calendar-hero-simulation';

const minutes = (state: SimulatedCounters, count: number): SimulatedCounters =>
  Array.from({ length: count }).reduce<SimulatedCounters>(
    (current) => simulateCounters(current, { type: 'minute' }),
    state,
  );

describe('simulateCounters', () => {
  it('starts at 23 h 59 min and 12 bookings', () => {
    expect(simulatedTimeLeft(INITIAL_SIMULATED_COUNTERS.minutesLeft)).toEqual({
      hours: 23,
      minutes: 59,
    });
    expect(INITIAL_SIMULATED_COUNTERS.bookedToday).toBe(12);
  });

  it('drops one minute per minute event', () => {
    const after = minutes(INITIAL_SIMULATED_COUNTERS, 60);
    expect(simulatedTimeLeft(after.minutesLeft)).toEqual({ hours: 22, minutes: 59 });
    expect(after.bookedToday).toBe(12);
  });

  it('stops at zero and stays there', () => {
    const end = minutes(INITIAL_SIMULATED_COUNTERS, 23 * 60 + 59);
    expect(end.minutesLeft).toBe(0);
    expect(minutes(end, 5).minutesLeft).toBe(0);
    expect(minutes(INITIAL_SIMULATED_COUNTERS, 23 * 60 + 58).minutesLeft).toBe(1);
  });

  it('adds 1 to the booking counter for a draw of 0.5 or more, 0 below', () => {
    const draws = [0, 0.49, 0.5, 0.99, 0.2, 0.75];
    const end = draws.reduce(
      (state, random01) => simulateCounters(state, { type: 'booking', random01 }),
      INITIAL_SIMULATED_COUNTERS,
    );
    expect(end.bookedToday).toBe(15);
    expect(end.minutesLeft).toBe(INITIAL_SIMULATED_COUNTERS.minutesLeft);
  });
});
