import { hasStarted } from '../../../core/cohort/cohort-state';
import { type CountdownParts, countdownParts } from '../../../core/cohort/countdown-parts';
import type { CohortCalendar } from '../../../core/site-config/site-config';

/**
 * What the pricing hero's schedule card shows at a moment (docs/purchase.md "Cohorts"):
 * the time left before the start, or — once the start has been reached — zeros and the
 * "registration is open" line.
 */
export interface CohortCountdownView {
  readonly started: boolean;
  readonly parts: CountdownParts;
}

/** The schedule card's countdown at `now` for `cohort`; all parts are zero once it has started. */
export function cohortCountdownView(cohort: CohortCalendar, now: Date): CohortCountdownView {
  return { started: hasStarted(cohort, now), parts: countdownParts(cohort.startDate, now) };
}

/** Two digits at least, so the ticker keeps a fixed width (no layout shift while it counts). */
export function countdownDigits(value: number): string {
  return String(value).padStart(2, '0');
}
