import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money';
import type { Cohort, SiteConfig, WebinarSession } from '../site-config/site-config';
import { calendarWarnings } from './calendar-warnings';

const DAY = 86_400_000;
/** 28 November 2026, 12:00 in Tbilisi. */
const NOW = new Date('2026-11-28T08:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

const prices = { current: 270_000, earlyBird: 250_000 } as { current: Money; earlyBird: Money };

function cohort(number: number, startInDays: number, fields: Partial<Cohort> = {}): Cohort {
  const startDate = inDays(startInDays);
  return {
    example: false,
    number,
    startDate,
    earlyBirdDeadline: new Date(startDate.getTime() - DAY),
    maxCapacity: 30,
    prices,
    ...fields,
  };
}

const session = (startsAt: Date, durationMinutes = 90): WebinarSession => ({
  startsAt,
  durationMinutes,
  title: { ka: 'ვებინარი', en: 'Webinar' },
});

type Calendar = Pick<SiteConfig, 'cohorts' | 'webinarSessions'>;

/** A sound calendar: cohort 5 open until its start in 40 days, a session next week. */
const sound: Calendar = {
  cohorts: [cohort(4, -60), cohort(5, 40, { registrationOpenDate: inDays(-10) })],
  webinarSessions: [session(inDays(-7)), session(inDays(7))],
};

const codes = (calendar: Calendar, now = NOW) =>
  calendarWarnings(calendar, now).map((warning) => warning.code);

describe('calendarWarnings', () => {
  it('is empty for a calendar with a cohort on sale and a session ahead', () => {
    expect(calendarWarnings(sound, NOW)).toEqual([]);
  });

  it('warns that nothing is on sale once every cohort has started', () => {
    const calendar = { ...sound, cohorts: [cohort(4, -60), cohort(5, -1)] };
    expect(calendarWarnings(calendar, NOW)).toEqual([{ code: 'nothing_on_sale' }]);
  });

  it('warns that nothing is on sale when the next opening is more than 30 days away', () => {
    const opensAt = new Date(inDays(30).getTime() + 1);
    const later = cohort(6, 90, { registrationOpenDate: opensAt });
    const calendar = { ...sound, cohorts: [cohort(5, -1), later] };
    expect(calendarWarnings(calendar, NOW)).toEqual([
      { code: 'nothing_on_sale', next: { cohort: 6, opensAt } },
    ]);
  });

  it('is quiet when the next cohort opens within 30 days (30 days exactly included)', () => {
    const soon = cohort(6, 90, { registrationOpenDate: inDays(30) });
    expect(codes({ ...sound, cohorts: [cohort(5, -1), soon] })).toEqual([]);
  });

  it('follows the on-sale rule: a cohort whose registration closed is not on sale', () => {
    const closed = cohort(5, 10, { registrationCloseDate: inDays(-1) });
    expect(codes({ ...sound, cohorts: [closed] })).toEqual(['nothing_on_sale']);
  });

  it('warns when no session starts after now, even one under way', () => {
    expect(codes({ ...sound, webinarSessions: [] })).toEqual(['no_webinar_session_ahead']);
    const underWay = session(new Date(NOW.getTime() - 10 * 60_000));
    expect(codes({ ...sound, webinarSessions: [underWay] })).toEqual(['no_webinar_session_ahead']);
    // One starting a minute from now is still ahead.
    const imminent = session(new Date(NOW.getTime() + 60_000));
    expect(codes({ ...sound, webinarSessions: [imminent] })).toEqual([]);
  });

  it('names each started cohort still marked as an example', () => {
    const calendar = {
      ...sound,
      cohorts: [
        cohort(3, -90, { example: true }),
        cohort(4, -60),
        cohort(5, 40, { example: true }),
      ],
    };
    expect(calendarWarnings(calendar, NOW)).toEqual([
      { code: 'started_cohort_still_example', cohort: 3 },
    ]);
  });

  it('names overlapping sessions by their starts: same minute, or one before the other ends', () => {
    const first = inDays(7);
    const sameMinute = inDays(7);
    const duringFirst = new Date(first.getTime() + 89 * 60_000);
    const rightAfter = new Date(first.getTime() + 90 * 60_000);
    const calendar = {
      ...sound,
      webinarSessions: [
        session(first),
        session(sameMinute, 30),
        session(duringFirst),
        session(rightAfter, 30),
      ],
    };
    expect(calendarWarnings(calendar, NOW)).toEqual([
      { code: 'sessions_overlap', startsAt: first, overlappedBy: sameMinute },
      { code: 'sessions_overlap', startsAt: first, overlappedBy: duringFirst },
      { code: 'sessions_overlap', startsAt: duringFirst, overlappedBy: rightAfter },
    ]);
  });

  it('leaves overlaps among sessions that have ended alone', () => {
    const past = inDays(-7);
    const calendar = { ...sound, webinarSessions: [...sound.webinarSessions, session(past)] };
    expect(codes(calendar)).toEqual([]);
  });

  it('lists the warnings in a fixed order', () => {
    const calendar = {
      cohorts: [cohort(5, -1, { example: true })],
      webinarSessions: [],
    };
    expect(codes(calendar)).toEqual([
      'nothing_on_sale',
      'no_webinar_session_ahead',
      'started_cohort_still_example',
    ]);
  });
});
