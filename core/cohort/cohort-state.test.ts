import { describe, expect, it } from 'vitest';
import { type CohortConfig, DEFAULT_COHORT } from './cohort';
import { hasStarted, isEarlyBirdActive, isRegistrationOpen } from './cohort-state';

const at = (iso: string) => new Date(iso);

describe('cohort derived state', () => {
  it('keeps early bird active until the last second before the deadline', () => {
    expect(isEarlyBirdActive(DEFAULT_COHORT, at('2025-10-31T23:59:58+04:00'))).toBe(true);
    expect(isEarlyBirdActive(DEFAULT_COHORT, at('2025-10-31T23:59:59+04:00'))).toBe(false);
  });

  it('starts exactly at the start date', () => {
    expect(hasStarted(DEFAULT_COHORT, at('2025-10-31T23:59:59+04:00'))).toBe(false);
    expect(hasStarted(DEFAULT_COHORT, at('2025-11-01T00:00:00+04:00'))).toBe(true);
  });

  it('is always open when no open or close date is configured', () => {
    expect(isRegistrationOpen(DEFAULT_COHORT, at('2000-01-01T00:00:00Z'))).toBe(true);
    expect(isRegistrationOpen(DEFAULT_COHORT, at('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('opens on the open date and closes at the close date', () => {
    const cohort: CohortConfig = {
      ...DEFAULT_COHORT,
      registrationOpenDate: at('2025-09-01T00:00:00Z'),
      registrationCloseDate: at('2025-10-01T00:00:00Z'),
    };
    expect(isRegistrationOpen(cohort, at('2025-08-31T23:59:59Z'))).toBe(false);
    expect(isRegistrationOpen(cohort, at('2025-09-01T00:00:00Z'))).toBe(true);
    expect(isRegistrationOpen(cohort, at('2025-09-30T23:59:59Z'))).toBe(true);
    expect(isRegistrationOpen(cohort, at('2025-10-01T00:00:00Z'))).toBe(false);
  });
});
