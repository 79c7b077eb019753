import { lazy, Suspense, useSyncExternalStore } from 'react';
import { EXIT_INTENT_MIN_VIEWPORT_PX } from './exit-intent-viewport';

/*
 * The exit-intent popup only ever opens on viewports wider than 768 px (docs/webinar.md "Leads and exit intent"), so phones
 * and narrow windows never download its watcher: the landing page's initial JavaScript stays within
 * budget (docs/performance.md "Budgets"). A window widened past the threshold loads it then.
 */
const ExitIntentTrigger = lazy(() =>
  import('./exit-intent-trigger').then((module) => ({ default: module.ExitIntentTrigger })),
);

const WIDE_QUERY = `(min-width: ${EXIT_INTENT_MIN_VIEWPORT_PX + 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

/** Prerendering and hydration see a narrow screen, so the markup always matches: nothing. */
const isWideOnServer = () => false;

/** Mounts the exit-intent watcher while the viewport is wide enough for the popup to open. */
export function ExitIntentOnWideScreens() {
  const wide = useSyncExternalStore(subscribe, isWide, isWideOnServer);
  if (!wide) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentTrigger />
    </Suspense>
  );
}
