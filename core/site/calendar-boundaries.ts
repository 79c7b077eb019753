import { referenceInstants } from '../pricing/reference-price';
import type { Cohort, WebinarSession } from '../site-config/site-config';
import { nextTbilisiMidnight } from '../time/tbilisi-time';
import { joinOpens, sessionEnd } from '../webinar/session-status';

/** The dated parts of the configuration: what the pages show changes only at their instants. */
export interface SiteCalendar {
  readonly cohorts: readonly Pick<
    Cohort,
    'registrationOpenDate' | 'registrationCloseDate' | 'earlyBirdDeadline' | 'startDate' | 'prices'
  >[];
  readonly webinarSessions: readonly Pick<WebinarSession, 'startsAt' | 'durationMinutes'>[];
}

/**
 * The instants at which a cohort's sale or price changes: registration opens and closes, early bird
 * ends, it starts, and the struck-through price may appear or go (`referenceInstants`).
 */
export function cohortInstants(cohorts: SiteCalendar['cohorts']): Date[] {
  return cohorts.flatMap((cohort) => [
    ...(cohort.registrationOpenDate ? [cohort.registrationOpenDate] : []),
    ...(cohort.registrationCloseDate ? [cohort.registrationCloseDate] : []),
    cohort.earlyBirdDeadline,
    cohort.startDate,
    ...referenceInstants(cohort),
  ]);
}

/** The instants at which a session's status changes: join opens, it starts (no longer offered), it ends. */
function sessionInstants(sessions: SiteCalendar['webinarSessions']): Date[] {
  return sessions.flatMap((session) => [joinOpens(session), session.startsAt, sessionEnd(session)]);
}

/** The earliest of `instants` strictly after `now`; undefined when none is. */
export function firstAfter(instants: readonly Date[], now: Date): Date | undefined {
  let first: Date | undefined;
  for (const instant of instants) {
    if (instant.getTime() > now.getTime() && (!first || instant.getTime() < first.getTime())) {
      first = instant;
    }
  }
  return first;
}

/**
 * The next instant after `now` at which anything a page shows may change (docs/site.md "Pages follow
 * the clock"): a cohort or session instant, or the next Tbilisi midnight (today's sessions, the
 * footer's year). A page rendered at `r` is right until `nextPageBoundary(calendar, r)`.
 */
export function nextPageBoundary(calendar: SiteCalendar, now: Date): Date {
  const midnight = nextTbilisiMidnight(now);
  const configured = firstAfter(
    [...cohortInstants(calendar.cohorts), ...sessionInstants(calendar.webinarSessions)],
    now,
  );
  return configured && configured.getTime() < midnight.getTime() ? configured : midnight;
}
