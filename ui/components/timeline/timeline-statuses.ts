import { tbilisiCalendarDay } from '../../../core/webinar/calendar-day';
import { parseTimelineDate } from '../../../core/webinar/parse-timeline-date';
import { type TimelineStatus, timelineStatus } from '../../../core/webinar/timeline-status';
import type { TimelineItem } from './timeline-item';

/**
 * The status of each item at `now` (docs/webinar.md "Timeline"): the item's day in the current Tbilisi year
 * compared with today. Without a clock (prerender, first hydration pass) every item is shown as
 * upcoming, so the build never bakes "today" into HTML; an unreadable date also counts as upcoming.
 */
export function timelineStatuses(
  items: readonly TimelineItem[],
  now: Date | undefined,
): TimelineStatus[] {
  if (now === undefined) return items.map(() => 'upcoming');
  const year = tbilisiCalendarDay(now).year;
  return items.map((item) =>
    parseTimelineDate(item.date, year).match(
      (day) => timelineStatus(day, now),
      () => 'upcoming' as const,
    ),
  );
}
