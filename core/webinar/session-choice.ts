import type { ErrorCode } from '../errors/error-codes';
import type { WebinarSession } from '../site-config/site-config';
import { WEBINAR_SESSION_ID_PATTERN, webinarSessionId } from '../site-config/webinar-session-id';

/**
 * Which configured webinar sessions a visitor may register for at an instant (docs/webinar.md
 * "Session choice"). One rule for the form (what it offers) and the server (what it accepts).
 */

/** Why a chosen session is refused; each is a catalogue code shown under the session choice. */
export type SessionChoiceCode = Extract<
  ErrorCode,
  'webinar_session.unknown' | 'webinar_session.passed' | 'webinar_session.full'
>;

/** A session as the form offers it: its id and whether its configured seats are all taken. */
export interface OfferedSession {
  readonly id: string;
  readonly session: WebinarSession;
  readonly full: boolean;
}

/** How many registrations a session already has, by session id (absent: none counted). */
export type SessionRegistrations = (id: string) => number;

/** The configured session with this id, or undefined (also for any malformed id). */
export function findWebinarSession(
  sessions: readonly WebinarSession[],
  id: string,
): WebinarSession | undefined {
  if (!WEBINAR_SESSION_ID_PATTERN.test(id)) return undefined;
  return sessions.find((session) => webinarSessionId(session.startsAt) === id);
}

/** A session is open for registration until it starts; one that has started is never offered. */
function isStillAhead(session: WebinarSession, now: Date): boolean {
  return now.getTime() < session.startsAt.getTime();
}

function isFull(session: WebinarSession, registered: number): boolean {
  return session.seats !== undefined && registered >= session.seats;
}

/**
 * The sessions the form offers at `now`, earliest first: every one that has not started, each marked
 * full when it has configured seats and that many registrations. Without counts (the prerendered
 * page, a session without seats) nothing is full.
 */
export function offeredWebinarSessions(
  sessions: readonly WebinarSession[],
  now: Date,
  registered: SessionRegistrations = () => 0,
): OfferedSession[] {
  return [...sessions]
    .filter((session) => isStillAhead(session, now))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((session) => {
      const id = webinarSessionId(session.startsAt);
      return { id, session, full: isFull(session, registered(id)) };
    });
}

/** The session preselected: the nearest one that is not full, else none. */
export function defaultWebinarSessionId(offered: readonly OfferedSession[]): string | undefined {
  return offered.find((item) => !item.full)?.id;
}
