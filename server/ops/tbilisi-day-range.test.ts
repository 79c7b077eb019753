import { describe, expect, it } from 'vitest';
import { tbilisiDateTime, tbilisiDayStartOn } from '../../core/time/tbilisi-time';
import { tbilisiDayRange } from './tbilisi-day-range';

describe('Tbilisi days', () => {
  it('starts a day at midnight UTC+4 and refuses anything but a real calendar day', () => {
    expect(tbilisiDayStartOn('2025-10-01')).toEqual(new Date('2025-09-30T20:00:00Z'));
    for (const bad of ['2025-02-30', '2025-10-1', '01.10.2025', '2025-10-01T00:00', ''])
      expect(tbilisiDayStartOn(bad)).toBeUndefined();
  });

  it('covers both end days in full', () => {
    const from = tbilisiDayStartOn('2025-10-01');
    const to = tbilisiDayStartOn('2025-10-03');
    expect(tbilisiDayRange(from, to)).toEqual({
      createdFrom: new Date('2025-09-30T20:00:00Z'),
      createdBefore: new Date('2025-10-03T20:00:00Z'),
    });
    expect(tbilisiDayRange()).toEqual({});
  });

  it('shows an instant as Tbilisi wall-clock time', () => {
    expect(tbilisiDateTime(new Date('2025-10-01T21:05:09Z'))).toBe('2025-10-02 01:05');
    expect(tbilisiDateTime(new Date('2025-10-01T21:05:09Z'), true)).toBe('2025-10-02 01:05:09');
  });
});
