import { type ComponentProps, lazy, Suspense } from 'react';

type SoldOutModule = typeof import('./sold-out');

/**
 * The notice and the waiting-list form in their own chunk: fetched only when nothing is on sale, so
 * a buyer's page never pays for them.
 */
const SoldOut = lazy(() => import('./sold-out').then((module) => ({ default: module.SoldOut })));

/** Set on the server before it renders (`preloadSoldOut`): it cannot wait for a lazy chunk. */
let preloaded: SoldOutModule | undefined;

/** Loads the chunk for the server's renders, so a page rendered while nothing is on sale has it. */
export async function preloadSoldOut(): Promise<void> {
  preloaded = await import('./sold-out');
}

/**
 * `SoldOut`, loaded when it is first shown. The server renders it in full (preloaded); the browser
 * hydrates that HTML once the chunk has arrived, keeping it on screen meanwhile.
 */
export function LazySoldOut(props: ComponentProps<typeof SoldOut>) {
  const Loaded = preloaded?.SoldOut ?? SoldOut;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
