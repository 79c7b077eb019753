import type { CohortConfig } from './cohort';

/** Early-bird pricing applies strictly before the deadline (docs/purchase.md "Cohorts"). */
export function isEarlyBirdActive(cohort: CohortConfig, now: Date): boolean {
  return now.getTime() < cohort.earlyBirdDeadline.getTime();
}

/**
 * Registration is open on or after the open date (when set) and before the close date (when set),
 * docs/purchase.md "Cohorts". Without either date registration is always open.
 */
export function isRegistrationOpen(cohort: CohortConfig, now: Date): boolean {
  const at = now.getTime();
  const opened =
    cohort.registrationOpenDate === undefined || at >= cohort.registrationOpenDate.getTime();
  const notClosed =
    cohort.registrationCloseDate === undefined || at < cohort.registrationCloseDate.getTime();
  return opened && notClosed;
}

/** The cohort has started once `now` reaches its start date (docs/purchase.md "Cohorts"). */
export function hasStarted(cohort: CohortConfig, now: Date): boolean {
  return now.getTime() >= cohort.startDate.getTime();
}
