import type { WebinarSession } from './site-config';
import type { WebinarSessionsJson } from './site-config-json';

/** Turns the inlined webinar sessions back into instants. */
export function reviveWebinarSessions(json: WebinarSessionsJson): readonly WebinarSession[] {
  return json.map((session) => ({ ...session, startsAt: new Date(session.startsAt) }));
}
