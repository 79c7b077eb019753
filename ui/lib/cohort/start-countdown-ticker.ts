import type { CohortCalendar } from '../../../core/site-config/site-config';
import { type CohortCountdownView, cohortCountdownView } from './cohort-countdown-view';

/** The countdown refreshes once a second (docs/purchase.md "Cohorts"). */
export const COUNTDOWN_TICK_MS = 1_000;

/**
 * Reports the countdown now and then every second from `now()`, and stops by itself once the
 * cohort has started (the display stays at zero). Returns the function that stops it early.
 */
export function startCountdownTicker(
  cohort: CohortCalendar,
  now: () => Date,
  onView: (view: CohortCountdownView) => void,
): () => void {
  const report = (): boolean => {
    const view = cohortCountdownView(cohort, now());
    onView(view);
    return view.started;
  };
  if (report()) return () => {};
  const timer = setInterval(() => {
    if (report()) clearInterval(timer);
  }, COUNTDOWN_TICK_MS);
  return () => clearInterval(timer);
}
