import type { Cohort } from '../site-config/site-config';

/** The registration window of a cohort, [opens, closes); `opens` absent means "always was open". */
interface RegistrationWindow {
  readonly opens?: Date;
  readonly closes: Date;
}

/**
 * When registration for a cohort is open (docs/purchase.md "Cohorts"): from `registrationOpenDate`
 * (inclusive; none: always) until `registrationCloseDate` (exclusive) or, without one, until the
 * start. A started cohort is never on sale; the configuration refuses a close date after the start.
 */
function registrationWindow(cohort: Cohort): RegistrationWindow {
  const closes = cohort.registrationCloseDate ?? cohort.startDate;
  return cohort.registrationOpenDate === undefined
    ? { closes }
    : { opens: cohort.registrationOpenDate, closes };
}

/** What the clock alone says is on sale: a cohort open now, the next one to open, or nothing. */
export type CohortOffer =
  | { readonly status: 'open'; readonly cohort: Cohort }
  | { readonly status: 'not_yet_open'; readonly cohort: Cohort; readonly opensAt: Date }
  | { readonly status: 'closed' };

const isOpenAt = (cohort: Cohort, now: Date): boolean => {
  const span = registrationWindow(cohort);
  const opened = span.opens === undefined || span.opens.getTime() <= now.getTime();
  return opened && now.getTime() < span.closes.getTime();
};

/**
 * The cohort on sale at `now` (docs/purchase.md "Cohorts"), the one rule the server and the browser
 * share: the earliest cohort by start whose registration is open now. When none is open, the cohort
 * whose registration opens next ("not yet open", with when); when none will open, closed.
 */
export function cohortOnSale(cohorts: readonly Cohort[], now: Date): CohortOffer {
  const byStart = [...cohorts].sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  const open = byStart.find((cohort) => isOpenAt(cohort, now));
  if (open !== undefined) return { status: 'open', cohort: open };
  let next: { cohort: Cohort; opensAt: Date } | undefined;
  for (const cohort of byStart) {
    const opens = registrationWindow(cohort).opens;
    if (opens === undefined || opens.getTime() <= now.getTime()) continue;
    if (next === undefined || opens.getTime() < next.opensAt.getTime()) {
      next = { cohort, opensAt: opens };
    }
  }
  return next === undefined ? { status: 'closed' } : { status: 'not_yet_open', ...next };
}
