import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tbilisiDay } from '../time/tbilisi-time';
import { dayInWindow, refundWindows } from './refund-windows';

describe('refundWindows', () => {
  it('gives 14 days of withdrawal after the payment day and 30 guarantee days from the cohort start', () => {
    const paid = new Date('2026-11-20T10:00:00Z');
    const start = new Date('2027-01-15T15:00:00Z');
    expect(refundWindows(paid, start)).toEqual({
      withdrawalLastDay: '2026-12-04',
      guaranteeFirstDay: '2027-01-15',
      guaranteeLastDay: '2027-02-13',
    });
  });

  it('counts the guarantee from the payment day for a buyer who pays after the start', () => {
    const start = new Date('2026-11-01T15:00:00Z');
    const paid = new Date('2026-11-20T10:00:00Z');
    expect(refundWindows(paid, start).guaranteeFirstDay).toBe('2026-11-20');
  });

  it('counts the withdrawal period from the Tbilisi day of the payment', () => {
    // 23:30 in Tbilisi is still the 24th; one minute after midnight is the 25th.
    const lastDay = (iso: string) => refundWindows(new Date(iso), null).withdrawalLastDay;
    expect(lastDay('2026-11-24T19:30:00Z')).toBe('2026-12-08');
    expect(lastDay('2026-11-24T20:01:00Z')).toBe('2026-12-09');
    expect(lastDay('2026-12-25T10:00:00Z')).toBe('2027-01-08');
  });

  it('uses Tbilisi days: a payment at 22:30 UTC is made the next day in Georgia', () => {
    const paid = new Date('2026-12-31T22:30:00Z');
    expect(refundWindows(paid, null)).toEqual({
      withdrawalLastDay: '2027-01-15',
      guaranteeFirstDay: '2027-01-01',
      guaranteeLastDay: '2027-01-30',
    });
  });

  it('always ends the guarantee 29 days after it begins and never before the payment day', () => {
    const instant = fc.date({
      min: new Date('2025-01-01T00:00:00Z'),
      max: new Date('2030-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: null }), (paid, start) => {
        const windows = refundWindows(paid, start);
        const days =
          (Date.parse(windows.guaranteeLastDay) - Date.parse(windows.guaranteeFirstDay)) /
          86_400_000;
        expect(days).toBe(29);
        expect(windows.guaranteeFirstDay >= tbilisiDay(paid)).toBe(true);
        expect(dayInWindow(tbilisiDay(paid), tbilisiDay(paid), windows.withdrawalLastDay)).toBe(
          'inside',
        );
      }),
    );
  });
});

describe('dayInWindow', () => {
  it('says before, inside (both ends included) or after', () => {
    expect(dayInWindow('2026-01-01', '2026-01-02', '2026-01-05')).toBe('before');
    expect(dayInWindow('2026-01-02', '2026-01-02', '2026-01-05')).toBe('inside');
    expect(dayInWindow('2026-01-05', '2026-01-02', '2026-01-05')).toBe('inside');
    expect(dayInWindow('2026-01-06', '2026-01-02', '2026-01-05')).toBe('after');
  });
});
