import { type ComponentProps, lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * The notice and the waiting-list form in their own chunk: fetched only when nothing is on sale, so
 * a buyer's page never pays for them.
 */
const SoldOut = lazy(() => import('./sold-out').then((module) => ({ default: module.SoldOut })));

const noChanges = () => () => {};

/**
 * `SoldOut`, loaded when it is first shown. A page rendered while nothing is on sale (docs/site.md
 * "Pages follow the clock") leaves it out of its HTML and hydration and shows it right after: the
 * server cannot wait for a lazily loaded chunk, and a boundary it could not finish would be thrown
 * away by React in the browser with an error.
 */
export function LazySoldOut(props: ComponentProps<typeof SoldOut>) {
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SoldOut {...props} />
    </Suspense>
  );
}
