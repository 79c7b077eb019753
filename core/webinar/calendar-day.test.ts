import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tbilisiCalendarDay } from '../time/tbilisi-time';
import { compareCalendarDays } from './calendar-day';

describe('tbilisiCalendarDay', () => {
  it('moves to the next day at 20:00 UTC (midnight in Tbilisi)', () => {
    expect(tbilisiCalendarDay(new Date('2025-10-31T19:59:59Z'))).toEqual({
      year: 2025,
      month: 10,
      day: 31,
    });
    expect(tbilisiCalendarDay(new Date('2025-10-31T20:00:00Z'))).toEqual({
      year: 2025,
      month: 11,
      day: 1,
    });
  });

  it('crosses the year boundary', () => {
    expect(tbilisiCalendarDay(new Date('2025-12-31T21:00:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
  });

  it('agrees with a +04:00 wall clock for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), (ms) => {
        const wall = new Date(ms + 4 * 3_600_000).toISOString().slice(0, 10);
        const { year, month, day } = tbilisiCalendarDay(new Date(ms));
        const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(text).toBe(wall);
      }),
    );
  });
});

describe('compareCalendarDays', () => {
  it('orders by year, then month, then day', () => {
    const day = { year: 2025, month: 10, day: 15 };
    expect(compareCalendarDays(day, day)).toBe(0);
    expect(compareCalendarDays(day, { ...day, day: 16 })).toBeLessThan(0);
    expect(compareCalendarDays(day, { ...day, month: 9, day: 30 })).toBeGreaterThan(0);
    expect(compareCalendarDays(day, { year: 2024, month: 12, day: 31 })).toBeGreaterThan(0);
  });
});
