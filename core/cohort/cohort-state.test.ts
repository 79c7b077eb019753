import { describe, expect, it } from 'vitest';
import { DEFAULT_COHORT } from './cohort';
import { hasStarted, isEarlyBird } from './cohort-state';

const at = (iso: string) => new Date(iso);

describe('cohort derived state', () => {
  it('keeps early bird active until the last millisecond before the deadline', () => {
    expect(isEarlyBird(at('2025-10-31T23:59:58.999+04:00'), DEFAULT_COHORT)).toBe(true);
    expect(isEarlyBird(at('2025-10-31T23:59:59+04:00'), DEFAULT_COHORT)).toBe(false);
    expect(isEarlyBird(at('2026-01-01T00:00:00Z'), DEFAULT_COHORT)).toBe(false);
  });

  it('starts exactly at the start date', () => {
    expect(hasStarted(DEFAULT_COHORT, at('2025-10-31T23:59:59+04:00'))).toBe(false);
    expect(hasStarted(DEFAULT_COHORT, at('2025-11-01T00:00:00+04:00'))).toBe(true);
  });
});
