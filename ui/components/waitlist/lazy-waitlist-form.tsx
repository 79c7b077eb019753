import { lazy, Suspense } from 'react';

/** The form's own chunk: fetched only when nothing is on sale, so a buyer's page never pays for it. */
const WaitlistForm = lazy(() =>
  import('./waitlist-form').then((module) => ({ default: module.WaitlistForm })),
);

/** The waiting-list form (`WaitlistForm`), loaded when it is first shown. */
export function LazyWaitlistForm() {
  return (
    <Suspense fallback={null}>
      <WaitlistForm />
    </Suspense>
  );
}
