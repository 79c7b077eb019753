import { useMemo, useSyncExternalStore } from 'react';
import { renderInstant } from './render-instant';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS);
}

function renderedMinute(): number | undefined {
  const instant = renderInstant();
  return instant === undefined ? undefined : Math.floor(instant.getTime() / MINUTE_MS);
}

/**
 * The time to the minute: while prerendering and hydrating, the instant the page was rendered for
 * (so server and client HTML agree), undefined where no instant was set; then the visitor's clock.
 * Ticks every minute so a page left open across a session or midnight updates.
 */
export function useCurrentMinute(): Date | undefined {
  const minute = useSyncExternalStore<number | undefined>(subscribe, currentMinute, renderedMinute);
  // One Date per minute, so effects that list it run once a minute, not on every render.
  return useMemo(() => (minute === undefined ? undefined : new Date(minute * MINUTE_MS)), [minute]);
}
