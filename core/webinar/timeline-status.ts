import { type CalendarDay, compareCalendarDays, tbilisiCalendarDay } from './calendar-day';

/** How a timeline item is shown (docs/webinar.md "Timeline"): dimmed, highlighted, or clickable. */
export type TimelineStatus = 'passed' | 'today' | 'upcoming';

/** Compares an item's day with today's calendar day in Asia/Tbilisi (docs/webinar.md "Timeline"). */
export function timelineStatus(itemDate: CalendarDay, today: Date): TimelineStatus {
  const order = compareCalendarDays(itemDate, tbilisiCalendarDay(today));
  if (order < 0) return 'passed';
  return order === 0 ? 'today' : 'upcoming';
}
