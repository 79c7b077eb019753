import type { Cohort } from '../site-config/site-config';
import { cohortOnSale } from './cohort-on-sale';

/**
 * The cohort size the copy states as `{{capacity}}` (docs/site.md "Claims") at `at`: that of the
 * cohort on sale (or next to open), so the pricing card's "up to N participants" is the cohort a
 * buyer would join; once every cohort has closed, the latest one's. Undefined with no cohort.
 */
export function copyCapacity(cohorts: readonly Cohort[], at: Date): number | undefined {
  const offer = cohortOnSale(cohorts, at);
  if (offer.status !== 'closed') return offer.cohort.maxCapacity;
  const latest = [...cohorts].sort((a, b) => a.startDate.getTime() - b.startDate.getTime()).at(-1);
  return latest?.maxCapacity;
}
