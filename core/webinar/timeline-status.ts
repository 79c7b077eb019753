import { compareCalendarDays, tbilisiCalendarDay } from './calendar-day';

/** How a timeline session is shown (docs/webinar.md "Timeline"): dimmed, highlighted, or clickable. */
export type TimelineStatus = 'passed' | 'today' | 'upcoming';

/**
 * Compares the session's calendar day with today's, both in Asia/Tbilisi (docs/webinar.md "Timeline"):
 * days with their years, so a session on 2 January seen on 30 December is upcoming. `now` is a
 * parameter: core reads no clock.
 */
export function timelineStatus(startsAt: Date, now: Date): TimelineStatus {
  const order = compareCalendarDays(tbilisiCalendarDay(startsAt), tbilisiCalendarDay(now));
  if (order < 0) return 'passed';
  return order === 0 ? 'today' : 'upcoming';
}
