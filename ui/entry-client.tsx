import './styles/fonts.css';
import './styles/base.css';

/** Safety net: background tabs do not run animation frames, so hydrate after this anyway. */
const HYDRATE_FALLBACK_MS = 2_000;

/**
 * The tiny entry module: styles plus a wait for the first paint, then the real client is fetched
 * and hydrates. Evaluating React before first paint would push LCP up (docs/performance.md "Budgets").
 */
function afterFirstPaint(run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  requestAnimationFrame(() => requestAnimationFrame(once));
  setTimeout(once, HYDRATE_FALLBACK_MS);
}

afterFirstPaint(() => {
  void import('./app/hydrate-client').then((client) => client.hydrateClient());
});
