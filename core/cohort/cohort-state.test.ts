import { describe, expect, it } from 'vitest';
import type { CohortCalendar } from '../site-config/site-config';
import { hasStarted, isEarlyBird } from './cohort-state';

const at = (iso: string) => new Date(iso);
const COHORT_3: CohortCalendar = {
  number: 3,
  startDate: at('2025-11-01T00:00:00+04:00'),
  earlyBirdDeadline: at('2025-10-31T23:59:59+04:00'),
};

describe('cohort derived state', () => {
  it('keeps early bird active until the last millisecond before the deadline', () => {
    expect(isEarlyBird(at('2025-10-31T23:59:58.999+04:00'), COHORT_3)).toBe(true);
    expect(isEarlyBird(at('2025-10-31T23:59:59+04:00'), COHORT_3)).toBe(false);
    expect(isEarlyBird(at('2026-01-01T00:00:00Z'), COHORT_3)).toBe(false);
  });

  it('starts exactly at the start date', () => {
    expect(hasStarted(COHORT_3, at('2025-10-31T23:59:59+04:00'))).toBe(false);
    expect(hasStarted(COHORT_3, at('2025-11-01T00:00:00+04:00'))).toBe(true);
  });
});
