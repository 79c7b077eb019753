import type { CalendarDay } from '../time/tbilisi-time';

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
