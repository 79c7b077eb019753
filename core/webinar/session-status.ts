import type { WebinarSession } from '../site-config/site-config';
import { tbilisiCalendarDay } from '../time/tbilisi-time';
import { compareCalendarDays } from './calendar-day';

/** Where a webinar session stands at an instant (docs/webinar.md "Timeline" gives each span). */
export type SessionStatus = 'upcoming' | 'today' | 'live' | 'passed';

/** Attendees may join this long before the start (the "join now" link appears). */
const JOIN_OPENS_BEFORE_MS = 15 * 60_000;

/** The instant a session ends: its start plus its configured duration. */
export function sessionEnd(session: Pick<WebinarSession, 'startsAt' | 'durationMinutes'>): Date {
  return new Date(session.startsAt.getTime() + session.durationMinutes * 60_000);
}

/** The instant the join link appears: 15 minutes before the start. */
export function joinOpens(session: Pick<WebinarSession, 'startsAt'>): Date {
  return new Date(session.startsAt.getTime() - JOIN_OPENS_BEFORE_MS);
}

/** The session's status at `now`; core reads no clock. */
export function sessionStatus(
  session: Pick<WebinarSession, 'startsAt' | 'durationMinutes'>,
  now: Date,
): SessionStatus {
  if (now.getTime() >= sessionEnd(session).getTime()) return 'passed';
  if (now.getTime() >= joinOpens(session).getTime()) return 'live';
  const order = compareCalendarDays(tbilisiCalendarDay(session.startsAt), tbilisiCalendarDay(now));
  return order === 0 ? 'today' : 'upcoming';
}
