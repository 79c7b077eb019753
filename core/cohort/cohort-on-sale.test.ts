import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money';
import type { Cohort } from '../site-config/site-config';
import { cohortOnSale } from './cohort-on-sale';

const at = (iso: string) => new Date(iso);
const prices = { current: 270_000, earlyBird: 250_000 } as { current: Money; earlyBird: Money };

function cohort(number: number, fields: Partial<Cohort> & { startDate: Date }): Cohort {
  return {
    example: false,
    number,
    earlyBirdDeadline: new Date(fields.startDate.getTime() - 86_400_000),
    maxCapacity: 30,
    prices,
    ...fields,
  };
}

const three = cohort(3, { startDate: at('2025-11-01T00:00:00+04:00') });
const four = cohort(4, {
  startDate: at('2027-03-01T19:00:00+04:00'),
  registrationOpenDate: at('2026-11-01T00:00:00+04:00'),
  registrationCloseDate: at('2027-02-28T23:59:59+04:00'),
});

describe('cohortOnSale', () => {
  it('sells a cohort without an open date until the instant it starts', () => {
    expect(cohortOnSale([three], at('2025-10-31T23:59:59.999+04:00'))).toEqual({
      status: 'open',
      cohort: three,
    });
    expect(cohortOnSale([three], three.startDate)).toEqual({ status: 'closed' });
  });

  it('says when the next cohort opens while none is open, then sells it from that instant', () => {
    expect(cohortOnSale([three, four], at('2026-10-31T23:59:59.999+04:00'))).toEqual({
      status: 'not_yet_open',
      cohort: four,
      opensAt: four.registrationOpenDate,
    });
    expect(cohortOnSale([four, three], at('2026-11-01T00:00:00+04:00'))).toEqual({
      status: 'open',
      cohort: four,
    });
  });

  it('stops selling at the close date (exclusive) and is closed once every cohort is past', () => {
    const closes = four.registrationCloseDate as Date;
    expect(cohortOnSale([three, four], new Date(closes.getTime() - 1)).status).toBe('open');
    expect(cohortOnSale([three, four], closes)).toEqual({ status: 'closed' });
    expect(cohortOnSale([], closes)).toEqual({ status: 'closed' });
  });

  it('sells the earliest-starting cohort when two are open at once', () => {
    const five = cohort(5, { startDate: at('2027-06-01T19:00:00+04:00') });
    expect(cohortOnSale([five, four], at('2027-01-10T12:00:00+04:00'))).toEqual({
      status: 'open',
      cohort: four,
    });
  });

  it('never sells a cohort that has started, whatever the moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2e10, max: 2e10 }), (offset) => {
        const now = new Date(four.startDate.getTime() + offset);
        const offer = cohortOnSale([three, four], now);
        if (offer.status === 'open') expect(now < offer.cohort.startDate).toBe(true);
      }),
    );
  });
});
