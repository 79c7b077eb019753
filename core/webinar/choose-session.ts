import { err, ok, type Result } from 'neverthrow';
import type { WebinarSession } from '../site-config/site-config';
import { NEAREST_WEBINAR_SESSION, webinarSessionId } from '../site-config/webinar-session-id';
import {
  findWebinarSession,
  offeredWebinarSessions,
  type SessionChoiceCode,
  type SessionRegistrations,
} from './session-choice';

/*
 * The server's half of docs/webinar.md "Session choice", apart from the offer the form shows so the
 * browser's bundle carries no Result library for it.
 */

/**
 * The server's check of a chosen session (configured, not started, not full), and the
 * nearest-session choice: the first offered one with room, or no session when none is offered
 * (docs/webinar.md "Session choice").
 */
export function chooseWebinarSession(
  sessions: readonly WebinarSession[],
  id: string,
  now: Date,
  registered: SessionRegistrations = () => 0,
): Result<WebinarSession | undefined, SessionChoiceCode> {
  if (id === NEAREST_WEBINAR_SESSION) {
    const offered = offeredWebinarSessions(sessions, now, registered);
    const nearest = offered.find((item) => !item.full);
    if (nearest !== undefined) return ok(nearest.session);
    return offered.length > 0 ? err('webinar_session.full') : ok(undefined);
  }
  const session = findWebinarSession(sessions, id);
  if (session === undefined) return err('webinar_session.unknown');
  if (now.getTime() >= session.startsAt.getTime()) return err('webinar_session.passed');
  const taken = registered(webinarSessionId(session.startsAt));
  const full = session.seats !== undefined && taken >= session.seats;
  return full ? err('webinar_session.full') : ok(session);
}
