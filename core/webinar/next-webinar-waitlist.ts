import type { WebinarSession } from '../site-config/site-config';
import { isSessionAhead } from './session-ahead';

/**
 * The source of a webinar registration made while no session is scheduled (docs/webinar.md "No
 * session scheduled"): the visitor asked to be told the next date, and is, once one is configured.
 */
export const NEXT_WEBINAR_WAITLIST_SOURCE = 'next_webinar_waitlist';

/** The start of the last configured session; undefined with none configured. */
export function lastSessionStart(sessions: readonly WebinarSession[]): Date | undefined {
  let last: Date | undefined;
  for (const { startsAt } of sessions) {
    if (last === undefined || startsAt.getTime() > last.getTime()) last = startsAt;
  }
  return last;
}

/** Whether any configured session is still to start at `now`: else the funnel offers the waitlist. */
export function hasSessionAhead(sessions: readonly WebinarSession[], now: Date): boolean {
  return isSessionAhead(lastSessionStart(sessions)?.getTime() ?? null, now);
}
