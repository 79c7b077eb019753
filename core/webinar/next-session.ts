import type { WebinarSession } from '../site-config/site-config';
import { sessionStatus } from './session-status';

/**
 * The first configured session that has not ended at `now` (one under way counts), for the webinar
 * `Event` in the structured data; undefined when every session is past. Sessions come ordered by
 * start (`parseSiteConfig`).
 */
export function nextWebinarSession(
  sessions: readonly WebinarSession[],
  now: Date,
): WebinarSession | undefined {
  return sessions.find((session) => sessionStatus(session, now) !== 'passed');
}
