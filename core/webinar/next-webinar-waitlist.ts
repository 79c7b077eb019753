import type { WebinarSession } from '../site-config/site-config';
import { offeredWebinarSessions } from './session-choice';

/**
 * The source of a webinar registration made while no session is scheduled (docs/webinar.md "No
 * session scheduled"): the visitor asked to be told the next date, and is, once one is configured.
 */
export const NEXT_WEBINAR_WAITLIST_SOURCE = 'next_webinar_waitlist';

/** Whether any configured session is still to start at `now`: else the funnel offers the waitlist. */
export function hasSessionAhead(sessions: readonly WebinarSession[], now: Date): boolean {
  return offeredWebinarSessions(sessions, now).length > 0;
}
