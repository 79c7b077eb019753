import type { WebinarSession } from '../../../core/site-config/site-config';
import { type SessionStatus, sessionStatus } from '../../../core/webinar/session-status';

/**
 * The status of each session at `now` (docs/webinar.md "Timeline"): the instant the page was rendered
 * for until the visitor's clock takes over. Without any instant (a unit render) every session is
 * shown as upcoming.
 */
export function timelineStatuses(
  sessions: readonly WebinarSession[],
  now: Date | undefined,
): SessionStatus[] {
  return sessions.map((session) => (now === undefined ? 'upcoming' : sessionStatus(session, now)));
}
