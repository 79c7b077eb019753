import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS);
}

function noMinuteOnServer(): undefined {
  return undefined;
}

/**
 * The real time, to the minute, once hydrated; undefined while prerendering and during hydration so
 * server and client HTML agree. Ticks every minute so a page left open past midnight updates.
 */
export function useCurrentMinute(): Date | undefined {
  const minute = useSyncExternalStore<number | undefined>(
    subscribe,
    currentMinute,
    noMinuteOnServer,
  );
  return minute === undefined ? undefined : new Date(minute * MINUTE_MS);
}
