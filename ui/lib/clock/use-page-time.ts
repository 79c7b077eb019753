import { useMemo, useSyncExternalStore } from 'react';
import { renderInstant } from './render-instant';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

/**
 * The visitor's clock to the second, never before the instant the page was rendered for: the
 * configuration's instants need not fall on a minute (a deadline at 23:59:59), and a page rendered
 * on one must not turn back to before it, nor follow a visitor's clock that runs behind.
 */
function readClock(): number {
  const second = Math.floor(Date.now() / 1_000) * 1_000;
  return Math.max(second, renderInstant()?.getTime() ?? 0);
}

function renderedAt(): number | undefined {
  return renderInstant()?.getTime();
}

/**
 * The time as pages show it: while prerendering and hydrating, the exact instant the page was
 * rendered for (so server and client HTML agree), undefined where no instant was set; then the
 * visitor's clock, read again every minute so a page left open across a session or midnight updates.
 */
export function usePageTime(): Date | undefined {
  const at = useSyncExternalStore<number | undefined>(subscribe, readClock, renderedAt);
  // One Date per reading, so effects that list it run when it changes, not on every render.
  return useMemo(() => (at === undefined ? undefined : new Date(at)), [at]);
}
