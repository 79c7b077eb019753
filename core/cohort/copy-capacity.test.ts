import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money';
import type { Cohort } from '../site-config/site-config';
import { copyCapacity } from './copy-capacity';

const prices = {
  current: 270_000 as Money,
  earlyBird: 250_000 as Money,
};
const cohort = (number: number, opens: string, start: string, maxCapacity: number): Cohort => ({
  example: false,
  number,
  registrationOpenDate: new Date(opens),
  earlyBirdDeadline: new Date(start),
  startDate: new Date(start),
  maxCapacity,
  prices,
});
const four = cohort(4, '2026-11-01T00:00:00+04:00', '2027-03-01T19:00:00+04:00', 2);
const five = cohort(5, '2027-03-01T00:00:00+04:00', '2027-05-03T19:00:00+04:00', 30);

describe('copyCapacity (docs/site.md "Claims")', () => {
  it('is the size of the cohort on sale, so the card and the copy agree', () => {
    expect(copyCapacity([four, five], new Date('2026-12-20T12:00:00+04:00'))).toBe(2);
    expect(copyCapacity([four, five], new Date('2027-03-02T12:00:00+04:00'))).toBe(30);
  });

  it('is the latest cohort’s once every cohort has closed, and undefined with none', () => {
    expect(copyCapacity([four, five], new Date('2027-06-01T00:00:00+04:00'))).toBe(30);
    expect(copyCapacity([], new Date('2027-06-01T00:00:00+04:00'))).toBeUndefined();
  });
});
