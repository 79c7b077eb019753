import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cohortOnSale } from '../cohort/cohort-on-sale';
import type { Money } from '../money/money';
import type { Cohort, WebinarSession } from '../site-config/site-config';
import { sessionEnd } from '../webinar/session-status';
import { calendarWarnings, SALE_HORIZON_DAYS } from './calendar-warnings';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const NOW = new Date('2026-11-28T08:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);
const prices = { current: 3 as Money, earlyBird: 3 as Money };

/** Cohorts around now: start, optional opening before it, optional closing between the two. */
const cohorts = fc
  .uniqueArray(
    fc.record({
      number: fc.integer({ min: 1, max: 50 }),
      start: fc.integer({ min: -200 * 1_440, max: 200 * 1_440 }),
      opensBefore: fc.option(fc.integer({ min: 1, max: 150 * 1_440 }), { nil: undefined }),
      example: fc.boolean(),
    }),
    { selector: (cohort) => cohort.number, maxLength: 5 },
  )
  .map((list) =>
    list.map(
      ({ number, start, opensBefore, example }): Cohort => ({
        example,
        number,
        startDate: at(start),
        earlyBirdDeadline: at(start - 1),
        ...(opensBefore === undefined ? {} : { registrationOpenDate: at(start - opensBefore) }),
        maxCapacity: 30,
        prices,
      }),
    ),
  );

const sessions = fc.array(
  fc.record({
    start: fc.integer({ min: -30 * 1_440, max: 30 * 1_440 }),
    duration: fc.integer({ min: 1, max: 600 }),
  }),
  { maxLength: 6 },
);

const toSessions = (list: { start: number; duration: number }[]): WebinarSession[] =>
  list.map(({ start, duration }) => ({
    startsAt: at(start),
    durationMinutes: duration,
    title: { ka: 'ვ', en: 'W' },
  }));

/** Sessions one after another, each starting at or after the previous one's end. */
const backToBack = (list: { start: number; duration: number }[]): WebinarSession[] => {
  let next = -30 * 1_440;
  return toSessions(
    list.map(({ start, duration }) => {
      const begins = next + Math.abs(start % 1_440);
      next = begins + duration;
      return { start: begins, duration };
    }),
  );
};

const codes = (found: readonly { code: string }[]) => found.map((warning) => warning.code);

describe('calendarWarnings (properties)', () => {
  it('warns "nothing on sale" exactly when no cohort is open and none opens within the horizon', () => {
    fc.assert(
      fc.property(cohorts, (list) => {
        const offer = cohortOnSale(list, NOW);
        const soon =
          offer.status === 'open' ||
          (offer.status === 'not_yet_open' &&
            offer.opensAt.getTime() - NOW.getTime() <= SALE_HORIZON_DAYS * DAY);
        const found = codes(calendarWarnings({ cohorts: list, webinarSessions: [] }, NOW));
        expect(found.includes('nothing_on_sale')).toBe(!soon);
      }),
    );
  });

  it('warns "no session ahead" exactly when every session starts at or before now', () => {
    fc.assert(
      fc.property(sessions, (list) => {
        const configured = toSessions(list);
        const found = codes(calendarWarnings({ cohorts: [], webinarSessions: configured }, NOW));
        const ahead = configured.some((session) => session.startsAt.getTime() > NOW.getTime());
        expect(found.includes('no_webinar_session_ahead')).toBe(!ahead);
      }),
    );
  });

  it('reports only pairs that really overlap, and none for back-to-back sessions', () => {
    fc.assert(
      fc.property(sessions, (list) => {
        const configured = toSessions(list);
        // The latest end among the sessions starting at `start`.
        const endOf = (start: Date) =>
          Math.max(
            ...configured
              .filter((session) => session.startsAt.getTime() === start.getTime())
              .map((session) => sessionEnd(session).getTime()),
          );
        for (const warning of calendarWarnings({ cohorts: [], webinarSessions: configured }, NOW)) {
          if (warning.code !== 'sessions_overlap') continue;
          expect(warning.overlappedBy.getTime()).toBeGreaterThanOrEqual(warning.startsAt.getTime());
          expect(warning.overlappedBy.getTime()).toBeLessThan(endOf(warning.startsAt));
        }
        const apart = calendarWarnings({ cohorts: [], webinarSessions: backToBack(list) }, NOW);
        expect(codes(apart)).not.toContain('sessions_overlap');
      }),
    );
  });

  it('does not depend on the order the file lists cohorts and sessions in', () => {
    fc.assert(
      fc.property(cohorts, sessions, (cohortList, sessionList) => {
        const configured = toSessions(sessionList);
        const forwards = calendarWarnings(
          { cohorts: cohortList, webinarSessions: configured },
          NOW,
        );
        const reversed = calendarWarnings(
          { cohorts: [...cohortList].reverse(), webinarSessions: [...configured].reverse() },
          NOW,
        );
        expect(codes(reversed).sort()).toEqual(codes(forwards).sort());
      }),
    );
  });
});
