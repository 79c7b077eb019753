import { cohortOnSale } from '../cohort/cohort-on-sale';
import { hasStarted } from '../cohort/cohort-state';
import type { SiteConfig, WebinarSession } from '../site-config/site-config';
import { DAY_MS } from '../time/durations';
import { offeredWebinarSessions } from '../webinar/session-choice';
import { sessionEnd, sessionStatus } from '../webinar/session-status';

/*
 * A configuration can be valid and still leave the site with nothing to sell or no webinar to
 * register for (docs/operations.md "Site configuration"). These are the warnings the console,
 * `/health` and the start-up log give about the calendar at an instant, as data: a stable code and
 * the configuration's own facts, nothing about any visitor.
 */

/** How far ahead a cohort's opening still counts as "something on sale soon". */
export const SALE_HORIZON_DAYS = 30;
const SALE_HORIZON_MS = SALE_HORIZON_DAYS * DAY_MS;

/** One thing wrong with the calendar at an instant. */
export type CalendarWarning =
  /** No cohort's registration is open, and none opens within the horizon (`next`: the one that opens later). */
  | {
      readonly code: 'nothing_on_sale';
      readonly next?: { readonly cohort: number; readonly opensAt: Date };
    }
  /** Every configured webinar session has started: the registration form offers none. */
  | { readonly code: 'no_webinar_session_ahead' }
  /** A cohort has started but is still the shipped sample (`"example": true`). */
  | { readonly code: 'started_cohort_still_example'; readonly cohort: number }
  /** Two sessions not yet over overlap: `overlappedBy` starts before `startsAt`'s session ends. */
  | {
      readonly code: 'sessions_overlap';
      readonly startsAt: Date;
      readonly overlappedBy: Date;
    };

/** The on-sale rule (`cohortOnSale`): open now, or opening within the horizon, is enough. */
function saleWarnings(config: Pick<SiteConfig, 'cohorts'>, now: Date): CalendarWarning[] {
  const offer = cohortOnSale(config.cohorts, now);
  if (offer.status === 'open') return [];
  if (offer.status === 'closed') return [{ code: 'nothing_on_sale' }];
  if (offer.opensAt.getTime() - now.getTime() <= SALE_HORIZON_MS) return [];
  const next = { cohort: offer.cohort.number, opensAt: offer.opensAt };
  return [{ code: 'nothing_on_sale', next }];
}

/** "Ahead" as the registration form has it (`offeredWebinarSessions`): not yet started. */
function sessionAheadWarnings(config: Pick<SiteConfig, 'webinarSessions'>, now: Date) {
  const ahead = offeredWebinarSessions(config.webinarSessions, now);
  return ahead.length === 0 ? [{ code: 'no_webinar_session_ahead' } as const] : [];
}

function exampleWarnings(config: Pick<SiteConfig, 'cohorts'>, now: Date): CalendarWarning[] {
  return [...config.cohorts]
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime())
    .filter((cohort) => cohort.example && hasStarted(cohort, now))
    .map((cohort) => ({ code: 'started_cohort_still_example', cohort: cohort.number }));
}

/** Pairs of sessions still to end where the later one starts before the earlier one ends. */
function overlapWarnings(config: Pick<SiteConfig, 'webinarSessions'>, now: Date) {
  // A past overlap is history: nobody can register for it any more.
  const current = [...config.webinarSessions]
    .filter((session) => sessionStatus(session, now) !== 'passed')
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return current.flatMap((session, index) =>
    current
      .slice(index + 1)
      .filter((later) => startsBeforeEnd(later, session))
      .map((later) => ({
        code: 'sessions_overlap' as const,
        startsAt: session.startsAt,
        overlappedBy: later.startsAt,
      })),
  );
}

const startsBeforeEnd = (later: WebinarSession, earlier: WebinarSession): boolean =>
  later.startsAt.getTime() < sessionEnd(earlier).getTime();

/**
 * The calendar warnings at `now`, in a fixed order: nothing on sale, no session ahead, started
 * examples (by cohort start), overlapping sessions (by start). Empty when the calendar is sound.
 */
export function calendarWarnings(
  config: Pick<SiteConfig, 'cohorts' | 'webinarSessions'>,
  now: Date,
): CalendarWarning[] {
  return [
    ...saleWarnings(config, now),
    ...sessionAheadWarnings(config, now),
    ...exampleWarnings(config, now),
    ...overlapWarnings(config, now),
  ];
}
