import { isSessionAhead } from '../../../core/webinar/session-ahead';
import { lastSessionStart } from '../../config/last-session-start';
import { usePageTime } from '../clock/use-page-time';

/**
 * Whether a configured webinar session is still to start (docs/webinar.md "No session scheduled"):
 * at the instant the page was rendered for, then on the visitor's clock. Without any instant (a unit
 * render) a configured session counts as ahead.
 */
export function useSessionAhead(): boolean {
  const minute = usePageTime();
  return minute === undefined
    ? lastSessionStart !== null
    : isSessionAhead(lastSessionStart, minute);
}
