import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-calendar-date';

describe('formatCalendarDate', () => {
  it('writes the date the way each language does (docs/site.md "Georgian text")', () => {
    expect(formatCalendarDate('2024-01-01', 'ka')).toBe('1 იანვარი, 2024');
    expect(formatCalendarDate('2024-01-01', 'en')).toBe('January 1, 2024');
    expect(formatCalendarDate('2025-09-15', 'ka')).toBe('15 სექტემბერი, 2025');
    expect(formatCalendarDate('2025-12-31', 'en')).toBe('December 31, 2025');
  });

  it('refuses what is not a calendar date', () => {
    expect(formatCalendarDate('soon', 'en')).toBeUndefined();
    expect(formatCalendarDate('2025-02-30', 'ka')).toBeUndefined();
    expect(formatCalendarDate('2025-13-01', 'en')).toBeUndefined();
  });

  it('agrees with Intl on the day, month and year of every date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const expected = new Intl.DateTimeFormat('en-US', {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(date);
          expect(formatCalendarDate(iso, 'en')).toBe(expected);
        },
      ),
    );
  });
});
