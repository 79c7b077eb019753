import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money';
import type { Cohort } from '../site-config/site-config';
import { cohortSale, saleRefusal } from './cohort-sale';

const cohort: Cohort = {
  example: false,
  number: 4,
  startDate: new Date('2027-03-01T15:00:00Z'),
  earlyBirdDeadline: new Date('2027-01-31T19:59:59Z'),
  maxCapacity: 3,
  prices: { current: 270_000 as Money, earlyBird: 250_000 as Money },
};

describe('cohortSale', () => {
  it('counts the seats left of an open cohort and is full when none are', () => {
    expect(cohortSale({ status: 'open', cohort }, 0)).toEqual({
      state: 'open',
      cohort,
      seatsLeft: 3,
    });
    expect(cohortSale({ status: 'open', cohort }, 2)).toMatchObject({ seatsLeft: 1 });
    expect(cohortSale({ status: 'open', cohort }, 3)).toEqual({
      state: 'full',
      cohort,
      seatsLeft: 0,
    });
    // An overbooked cohort (a late payment) is full, never negative.
    expect(cohortSale({ status: 'open', cohort }, 4)).toMatchObject({
      state: 'full',
      seatsLeft: 0,
    });
  });

  it('passes not-yet-open and closed through', () => {
    const opensAt = new Date('2026-11-01T00:00:00Z');
    expect(cohortSale({ status: 'not_yet_open', cohort, opensAt }, 0)).toEqual({
      state: 'not_yet_open',
      cohort,
      opensAt,
    });
    expect(cohortSale({ status: 'closed' }, 0)).toEqual({ state: 'closed' });
  });
});

describe('saleRefusal', () => {
  it('refuses every state but open with its stable code', () => {
    expect(saleRefusal('open')).toBeUndefined();
    expect(saleRefusal('full')).toBe('COHORT_FULL');
    expect(saleRefusal('not_yet_open')).toBe('REGISTRATION_NOT_OPEN');
    expect(saleRefusal('closed')).toBe('REGISTRATION_CLOSED');
  });
});
