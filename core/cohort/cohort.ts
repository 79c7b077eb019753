/** A course cohort's dates and capacity (docs/purchase.md "Cohorts"). */
export interface CohortConfig {
  /** Shown as 'Cohort {number}'. */
  readonly number: number;
  readonly startDate: Date;
  readonly earlyBirdDeadline: Date;
  readonly registrationOpenDate?: Date;
  readonly registrationCloseDate?: Date;
  readonly maxCapacity?: number;
}

/** The configured cohort: number 3, starts 2025-11-01 00:00 at UTC+4, capacity 30 (docs/purchase.md "Cohorts"). */
export const DEFAULT_COHORT: CohortConfig = {
  number: 3,
  startDate: new Date('2025-11-01T00:00:00+04:00'),
  earlyBirdDeadline: new Date('2025-10-31T23:59:59+04:00'),
  maxCapacity: 30,
};
