import type { CalendarDay } from '../../../core/webinar/calendar-day';
import { tbilisiCalendarDay } from '../../../core/webinar/calendar-day';
import { parseTimelineDate } from '../../../core/webinar/parse-timeline-date';
import { timelineStatus } from '../../../core/webinar/timeline-status';
import { tbilisiInstant } from '../../lib/seo/tbilisi-iso';
import type { TimelineItem } from './timeline-item';

/** The next webinar session with its Tbilisi start (and end, when the time text gives a range). */
export interface NextWebinar {
  readonly item: TimelineItem;
  readonly start: Date;
  readonly end?: Date;
}

const TIME_RANGE = /(\d{1,2}):(\d{2})(?:\s*[–—-]\s*(\d{1,2}):(\d{2}))?/;

/** The instants of an item's `time` text (`20:00–21:30`) on its day; undefined without a time. */
function sessionTimes(day: CalendarDay, time: string): { start: Date; end?: Date } | undefined {
  const match = TIME_RANGE.exec(time);
  if (!match) return undefined;
  const start = tbilisiInstant(day, Number(match[1]), Number(match[2]));
  if (match[3] === undefined) return { start };
  return { start, end: tbilisiInstant(day, Number(match[3]), Number(match[4])) };
}

/** The first session today or later (docs/webinar.md "Timeline" statuses), for the Event JSON-LD; undefined if none. */
export function nextWebinar(items: readonly TimelineItem[], now: Date): NextWebinar | undefined {
  const year = tbilisiCalendarDay(now).year;
  for (const item of items) {
    const day = parseTimelineDate(item.date, year).unwrapOr(undefined);
    if (day === undefined || timelineStatus(day, now) === 'passed') continue;
    const times = sessionTimes(day, item.time);
    if (times) return { item, ...times };
  }
  return undefined;
}
