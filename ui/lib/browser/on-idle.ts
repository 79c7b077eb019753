/**
 * Runs `run` when the browser is idle, or after `timeoutMs` at the latest; a timer stands in where
 * there is no requestIdleCallback (Safari). Returns the cancel function. Work that no visitor waits
 * for (geo detection, below-the-fold hydration) goes here so it never competes with first input.
 */
export function onIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, Math.min(200, timeoutMs));
  return () => window.clearTimeout(handle);
}
