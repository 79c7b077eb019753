import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * The notice and the waiting-list form in their own chunk: fetched only when nothing is on sale, so
 * a buyer's page never pays for them.
 */
const SoldOut = lazy(() => import('./sold-out').then((module) => ({ default: module.SoldOut })));

/** `SoldOut`, loaded when it is first shown. */
export function LazySoldOut(props: ComponentProps<typeof SoldOut>) {
  return (
    <Suspense fallback={null}>
      <SoldOut {...props} />
    </Suspense>
  );
}
