import { useEffect, useReducer } from 'react';
import {
  INITIAL_SIMULATED_COUNTERS,
  SIMULATED_BOOKING_MS,
  SIMULATED_MINUTE_MS,
  type SimulatedCounters,
  simulateCounters,
} from './calendar-hero-simulation';

/**
 * Runs the simulated counters with real timers while `enabled`; stays at the initial values
 * otherwise (and during prerender, since effects do not run there).
 */
export function useSimulatedCounters(
  enabled: boolean,
  random: () => number = Math.random,
): SimulatedCounters {
  const [counters, dispatch] = useReducer(simulateCounters, INITIAL_SIMULATED_COUNTERS);
  useEffect(() => {
    if (!enabled) return;
    const minute = setInterval(() => dispatch({ type: 'minute' }), SIMULATED_MINUTE_MS);
    const booking = setInterval(
      () => dispatch({ type: 'booking', random01: random() }),
      SIMULATED_BOOKING_MS,
    );
    return () => {
      clearInterval(minute);
      clearInterval(booking);
    };
  }, [enabled, random]);
  return counters;
}
