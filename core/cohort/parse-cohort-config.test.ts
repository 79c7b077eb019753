import { describe, expect, it } from 'vitest';
import { DEFAULT_COHORT } from './cohort';
import { parseCohortConfig } from './parse-cohort-config';

const valid = {
  number: 3,
  startDate: '2025-11-01T00:00:00+04:00',
  earlyBirdDeadline: '2025-10-31T23:59:59+04:00',
  maxCapacity: 30,
};

function errorOf(raw: unknown) {
  return parseCohortConfig(raw).match(
    () => undefined,
    (error) => error,
  );
}

describe('parseCohortConfig', () => {
  it('accepts the configured cohort and yields the default config', () => {
    expect(parseCohortConfig(valid)._unsafeUnwrap()).toEqual(DEFAULT_COHORT);
  });

  it('accepts Date values and optional open/close dates', () => {
    const config = parseCohortConfig({
      number: 4,
      startDate: new Date('2026-02-01T00:00:00+04:00'),
      earlyBirdDeadline: new Date('2026-01-15T00:00:00+04:00'),
      registrationOpenDate: '2025-12-01T00:00:00+04:00',
      registrationCloseDate: '2026-02-01T00:00:00+04:00',
    })._unsafeUnwrap();
    expect(config.registrationOpenDate?.toISOString()).toBe('2025-11-30T20:00:00.000Z');
    expect(config.registrationCloseDate?.toISOString()).toBe('2026-01-31T20:00:00.000Z');
    expect(config).not.toHaveProperty('maxCapacity');
  });

  it('rejects a value that is not a config object', () => {
    expect(errorOf(null)?.type).toBe('cohort.invalid_shape');
    expect(errorOf({ ...valid, number: '3' })?.type).toBe('cohort.invalid_shape');
  });

  it.each([0, -1, 2.5])('rejects cohort number %s', (number) => {
    expect(errorOf({ ...valid, number })?.type).toBe('cohort.invalid_number');
  });

  it.each(['startDate', 'earlyBirdDeadline', 'registrationOpenDate', 'registrationCloseDate'])(
    'names %s when its date is invalid',
    (field) => {
      expect(errorOf({ ...valid, [field]: '2025-02-30' })).toEqual({
        type: 'cohort.invalid_date',
        params: { field },
      });
    },
  );

  it('rejects NaN numbers and invalid Date objects as a malformed config', () => {
    expect(errorOf({ ...valid, number: Number.NaN })?.type).toBe('cohort.invalid_shape');
    expect(errorOf({ ...valid, startDate: new Date(Number.NaN) })?.type).toBe(
      'cohort.invalid_shape',
    );
  });

  it('requires the early-bird deadline strictly before the start', () => {
    expect(errorOf({ ...valid, earlyBirdDeadline: valid.startDate })?.type).toBe(
      'cohort.early_bird_not_before_start',
    );
  });

  it('requires the close date after the open date', () => {
    const at = '2025-10-01T00:00:00+04:00';
    expect(errorOf({ ...valid, registrationOpenDate: at, registrationCloseDate: at })?.type).toBe(
      'cohort.close_not_after_open',
    );
  });

  it('allows closing exactly at the start but not after it', () => {
    expect(parseCohortConfig({ ...valid, registrationCloseDate: valid.startDate }).isOk()).toBe(
      true,
    );
    expect(errorOf({ ...valid, registrationCloseDate: '2025-11-01T00:00:01+04:00' })?.type).toBe(
      'cohort.close_after_start',
    );
  });

  it.each([0, -5, 1.5])('rejects capacity %s', (maxCapacity) => {
    expect(errorOf({ ...valid, maxCapacity })?.type).toBe('cohort.invalid_capacity');
  });
});
