import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextTbilisiMidnight,
  tbilisiBasicDateTime,
  tbilisiCalendarDay,
  tbilisiClock,
  tbilisiDateTime,
  tbilisiDay,
  tbilisiDayStartOf,
  tbilisiDayStartOn,
  tbilisiIsoDateTime,
} from './tbilisi-time';

// 23:30 on 31 December 2026 in UTC is already 03:30 on 1 January 2027 in Tbilisi.
const NEW_YEAR = new Date('2026-12-31T23:30:05Z');

describe('Tbilisi time', () => {
  it('reads the wall clock four hours ahead of UTC, across a year change', () => {
    expect(tbilisiDay(NEW_YEAR)).toBe('2027-01-01');
    expect(tbilisiCalendarDay(NEW_YEAR)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(tbilisiClock(NEW_YEAR)).toBe('03:30');
    expect(tbilisiDateTime(NEW_YEAR)).toBe('2027-01-01 03:30');
    expect(tbilisiDateTime(NEW_YEAR, true)).toBe('2027-01-01 03:30:05');
    expect(tbilisiIsoDateTime(NEW_YEAR)).toBe('2027-01-01T03:30:05+04:00');
    expect(tbilisiBasicDateTime(NEW_YEAR)).toBe('20270101T033005');
  });

  it('starts the day at midnight in Tbilisi, 20:00 UTC the evening before', () => {
    expect(tbilisiDayStartOf(NEW_YEAR).toISOString()).toBe('2026-12-31T20:00:00.000Z');
    expect(nextTbilisiMidnight(NEW_YEAR).toISOString()).toBe('2027-01-01T20:00:00.000Z');
    expect(tbilisiDayStartOn('2027-01-01')?.toISOString()).toBe('2026-12-31T20:00:00.000Z');
    expect(tbilisiDayStartOn('2027-02-30')).toBeUndefined();
    expect(tbilisiDayStartOn('1 January')).toBeUndefined();
  });

  it('puts every instant inside the Tbilisi day its date names', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (at) => {
          const start = tbilisiDayStartOf(at);
          expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(nextTbilisiMidnight(at).getTime()).toBeGreaterThan(at.getTime());
          expect(tbilisiDayStartOn(tbilisiDay(at))).toEqual(start);
        },
      ),
    );
  });
});
