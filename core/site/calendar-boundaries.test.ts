import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cohortOnSale } from '../cohort/cohort-on-sale';
import { isEarlyBird } from '../cohort/cohort-state';
import type { Cohort } from '../site-config/site-config';
import { tbilisiCalendarDay } from '../time/tbilisi-time';
import { sessionStatus } from '../webinar/session-status';
import { nextPageBoundary, type SiteCalendar } from './calendar-boundaries';

const at = (iso: string) => new Date(iso);

const cohort = (number: number, opens: string, early: string, start: string): Cohort => ({
  example: false,
  number,
  registrationOpenDate: at(opens),
  earlyBirdDeadline: at(early),
  startDate: at(start),
  maxCapacity: 30,
  prices: { current: 270_000, earlyBird: 250_000 } as Cohort['prices'],
});

const calendar: SiteCalendar = {
  cohorts: [
    cohort(
      4,
      '2026-11-01T00:00:00+04:00',
      '2027-01-31T23:59:59+04:00',
      '2027-03-01T10:00:00+04:00',
    ),
  ],
  webinarSessions: [{ startsAt: at('2026-12-16T20:00:00+04:00'), durationMinutes: 90 }],
};

describe('nextPageBoundary (docs/site.md "Pages follow the clock")', () => {
  it('is the next Tbilisi midnight when nothing configured comes sooner', () => {
    expect(nextPageBoundary(calendar, at('2026-11-28T10:00:00+04:00'))).toEqual(
      at('2026-11-29T00:00:00+04:00'),
    );
  });

  it('steps through a session: join opens, start, end, then midnight', () => {
    const steps = [
      '2026-12-16T19:45:00+04:00',
      '2026-12-16T20:00:00+04:00',
      '2026-12-16T21:30:00+04:00',
    ];
    let now = at('2026-12-16T12:00:00+04:00');
    for (const step of steps) {
      now = nextPageBoundary(calendar, now);
      expect(now).toEqual(at(step));
    }
    expect(nextPageBoundary(calendar, now)).toEqual(at('2026-12-17T00:00:00+04:00'));
  });

  it('includes the early-bird deadline and the cohort start', () => {
    expect(nextPageBoundary(calendar, at('2027-01-31T20:00:00+04:00'))).toEqual(
      at('2027-01-31T23:59:59+04:00'),
    );
    expect(nextPageBoundary(calendar, at('2027-03-01T09:00:00+04:00'))).toEqual(
      at('2027-03-01T10:00:00+04:00'),
    );
  });

  it('crosses the year change at Tbilisi midnight', () => {
    expect(nextPageBoundary(calendar, at('2026-12-31T23:00:00+04:00'))).toEqual(
      at('2027-01-01T00:00:00+04:00'),
    );
  });

  it('has nothing a page shows change before it (property)', () => {
    const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) });
    const generated = fc
      .tuple(
        fc.array(fc.tuple(instant, instant, instant, instant), { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(instant, fc.integer({ min: 1, max: 600 })), { maxLength: 4 }),
      )
      .map(([cohorts, sessions]) => ({
        cohorts: cohorts.map((times, index) => {
          const [opens, early, start] = [...times].sort((a, b) => a - b);
          return cohort(
            index + 1,
            new Date(opens ?? 0).toISOString(),
            new Date(early ?? 0).toISOString(),
            new Date(start ?? 0).toISOString(),
          );
        }),
        webinarSessions: sessions.map(([start, minutes]) => ({
          startsAt: new Date(start),
          durationMinutes: minutes,
        })),
      }));
    fc.assert(
      fc.property(
        generated,
        instant,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (config, nowMs, share) => {
          const now = new Date(nowMs);
          const boundary = nextPageBoundary(config, now);
          expect(boundary.getTime()).toBeGreaterThan(now.getTime());
          const later = new Date(nowMs + Math.floor((boundary.getTime() - nowMs - 1) * share));
          const facts = (moment: Date) => ({
            sale: cohortOnSale(config.cohorts, moment),
            early: config.cohorts.map((item) => isEarlyBird(moment, item)),
            sessions: config.webinarSessions.map((item) => sessionStatus(item, moment)),
            day: tbilisiCalendarDay(moment),
          });
          expect(facts(later)).toEqual(facts(now));
        },
      ),
    );
  });
});
