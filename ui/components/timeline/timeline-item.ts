import type { Language } from '../../../core/language/languages';
import type { WebinarSession } from '../../../core/site-config/site-config';
import { webinarSessionId } from '../../../core/site-config/webinar-session-id';
import { sessionDateText, sessionTimeText } from '../../../core/webinar/session-text';

/** One configured webinar session as the timeline writes it in the page's language. */
export interface TimelineItem {
  /** Stable across languages and renders: the session's start instant. */
  readonly key: string;
  /** The session's id, as the registration form's choice names it. */
  readonly sessionId: string;
  /** The Tbilisi calendar date with its year, e.g. `2 დეკემბერი, 2026` / `December 2, 2026`. */
  readonly date: string;
  readonly title: string;
  /** Tbilisi time from the start and the duration, e.g. `20:00–21:30`. */
  readonly time: string;
  /** Seats offered, only when configured: no figure is invented. */
  readonly seats: number | undefined;
  /** Where attendees join on the day, when configured. */
  readonly joinUrl: string | undefined;
}

/** The sessions of config/site.json as timeline items (docs/webinar.md "Timeline"). */
export function timelineItems(
  sessions: readonly WebinarSession[],
  language: Language,
): TimelineItem[] {
  return sessions.map((session) => ({
    key: session.startsAt.toISOString(),
    sessionId: webinarSessionId(session.startsAt),
    date: sessionDateText(session.startsAt, language),
    title: session.title[language],
    time: sessionTimeText(session.startsAt, session.durationMinutes),
    seats: session.seats,
    joinUrl: session.joinUrl,
  }));
}
