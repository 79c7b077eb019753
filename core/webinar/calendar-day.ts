/** A date without a time of day; `month` is 1-12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Georgia is UTC+4 all year; it has had no daylight saving since 2005 (docs/site.md "Georgian text"). */
const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1_000;

/** The calendar day an instant falls on in Asia/Tbilisi. */
export function tbilisiCalendarDay(at: Date): CalendarDay {
  const shifted = new Date(at.getTime() + TBILISI_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The first instant of the Tbilisi calendar day after the one `at` falls on (midnight, UTC+4). */
export function nextTbilisiMidnight(at: Date): Date {
  const { year, month, day } = tbilisiCalendarDay(at);
  return new Date(Date.UTC(year, month - 1, day + 1) - TBILISI_OFFSET_MS);
}
