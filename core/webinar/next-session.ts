import type { WebinarSession } from '../site-config/site-config';
import { timelineStatus } from './timeline-status';

/**
 * The first configured session that has not passed at `now` (today's counts), for the webinar
 * `Event` in the structured data; undefined when every session is past. Sessions come ordered by
 * start (`parseSiteConfig`).
 */
export function nextWebinarSession(
  sessions: readonly WebinarSession[],
  now: Date,
): WebinarSession | undefined {
  return sessions.find((session) => timelineStatus(session.startsAt, now) !== 'passed');
}
