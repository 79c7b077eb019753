/**
 * A course cohort's dates and capacity as the countdown and the schedule card read them (docs/purchase.md
 * "Cohorts"). The operator configures cohorts in config/site.json (`core/site-config/`); this is the
 * part the pages need without the prices.
 */
export interface CohortConfig {
  /** Shown as 'Cohort {number}'. */
  readonly number: number;
  readonly startDate: Date;
  readonly earlyBirdDeadline: Date;
  readonly registrationOpenDate?: Date;
  readonly registrationCloseDate?: Date;
  readonly maxCapacity?: number;
}
