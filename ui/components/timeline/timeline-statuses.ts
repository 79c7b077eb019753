import type { WebinarSession } from '../../../core/site-config/site-config';
import { type TimelineStatus, timelineStatus } from '../../../core/webinar/timeline-status';

/**
 * The status of each session at `now` (docs/webinar.md "Timeline"). Without a clock (prerender, first
 * hydration pass) every session is shown as upcoming, so the build never bakes "today" into HTML.
 */
export function timelineStatuses(
  sessions: readonly WebinarSession[],
  now: Date | undefined,
): TimelineStatus[] {
  return sessions.map((session) =>
    now === undefined ? 'upcoming' : timelineStatus(session.startsAt, now),
  );
}
