import { formatCalendarDate } from '../language/format-calendar-date';
import type { Language } from '../language/languages';
import { tbilisiCalendarDay, tbilisiClock } from '../time/tbilisi-time';

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * A session's date as the timeline writes it, on Tbilisi's calendar with its year: ka
 * `2 დეკემბერი, 2026`, en `December 2, 2026` (fixed month names, so prerender and hydration agree).
 */
export function sessionDateText(startsAt: Date, language: Language): string {
  const { year, month, day } = tbilisiCalendarDay(startsAt);
  const text = formatCalendarDate(`${year}-${pad(month)}-${pad(day)}`, language);
  // tbilisiCalendarDay always yields a real day; reaching this is a bug.
  if (text === undefined) throw new Error(`no calendar date for ${startsAt.toISOString()}`);
  return text;
}

/** A session's time range in Tbilisi from its start and duration: `20:00–21:30`. */
export function sessionTimeText(startsAt: Date, durationMinutes: number): string {
  const end = new Date(startsAt.getTime() + durationMinutes * 60_000);
  return `${tbilisiClock(startsAt)}–${tbilisiClock(end)}`;
}
