import type { CohortCalendar } from '../site-config/site-config';

/**
 * Early-bird pricing applies strictly before the deadline (docs/purchase.md). The one place this
 * rule is written: the price quote (`core/pricing/price-at.ts`) asks it, on the server and in the
 * browser alike.
 */
export function isEarlyBird(now: Date, cohort: Pick<CohortCalendar, 'earlyBirdDeadline'>): boolean {
  return now.getTime() < cohort.earlyBirdDeadline.getTime();
}

/** The cohort has started once `now` reaches its start date (docs/purchase.md). */
export function hasStarted(cohort: CohortCalendar, now: Date): boolean {
  return now.getTime() >= cohort.startDate.getTime();
}
