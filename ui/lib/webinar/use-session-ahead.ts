import { hasSessionAhead } from '../../../core/webinar/next-webinar-waitlist';
import { webinarSessions } from '../../config/webinar-sessions';
import { useCurrentMinute } from '../clock/use-current-minute';

/**
 * Whether a configured webinar session is still to start (docs/webinar.md "No session scheduled"):
 * at the instant the page was rendered for, then on the visitor's clock. Without any instant (a unit
 * render) a configured session counts as ahead.
 */
export function useSessionAhead(sessions = webinarSessions): boolean {
  const minute = useCurrentMinute();
  return minute === undefined ? sessions.length > 0 : hasSessionAhead(sessions, minute);
}
