import { describe, expect, it } from 'vitest';
import type { CohortCalendar } from '../../../core/site-config/site-config';
import { tbilisiWallTime } from '../../../core/time/tbilisi-time';
import { cohortCountdownView, countdownDigits } from './cohort-countdown-view';

const cohort: CohortCalendar = {
  number: 4,
  startDate: new Date('2027-03-01T19:00:00+04:00'),
  earlyBirdDeadline: new Date('2027-02-20T23:59:59+04:00'),
  maxCapacity: 30,
};

describe('cohortCountdownView', () => {
  it('splits the time left before the start into days, hours, minutes and seconds', () => {
    const view = cohortCountdownView(cohort, new Date('2027-02-27T16:58:30+04:00'));
    expect(view).toEqual({
      started: false,
      parts: { days: 2, hours: 2, minutes: 1, seconds: 30 },
    });
  });

  it('is started with every part zero from the start moment on', () => {
    expect(cohortCountdownView(cohort, cohort.startDate)).toEqual({
      started: true,
      parts: { days: 0, hours: 0, minutes: 0, seconds: 0 },
    });
    expect(cohortCountdownView(cohort, new Date('2027-05-01T00:00:00Z')).parts.days).toBe(0);
  });

  it('is not started one second before', () => {
    const view = cohortCountdownView(cohort, new Date(cohort.startDate.getTime() - 1_000));
    expect(view.started).toBe(false);
    expect(view.parts).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });
});

describe('countdownDigits', () => {
  it('pads to two digits and keeps longer numbers whole', () => {
    expect(countdownDigits(0)).toBe('00');
    expect(countdownDigits(7)).toBe('07');
    expect(countdownDigits(123)).toBe('123');
  });
});

describe('tbilisiWallTime', () => {
  it('reads a UTC moment on the Tbilisi clock (UTC+4, no daylight saving)', () => {
    expect(tbilisiWallTime(new Date('2025-10-31T20:00:00Z'))).toEqual({
      date: '2025-11-01',
      time: '00:00',
      iso: '2025-11-01T00:00:00+04:00',
    });
    expect(tbilisiWallTime(new Date('2026-07-15T15:30:45Z')).iso).toBe('2026-07-15T19:30:45+04:00');
  });
});
