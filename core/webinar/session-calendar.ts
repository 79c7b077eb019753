import type { Language } from '../language/languages';
import type { WebinarSession } from '../site-config/site-config';
import { webinarSessionId } from '../site-config/webinar-session-id';
import { tbilisiBasicDateTime } from '../time/tbilisi-time';

/**
 * "Add to calendar" for a chosen webinar session (docs/webinar.md "Calendar"): an RFC 5545 file the
 * server serves and a Google Calendar link the success view builds, both from the same session.
 */

const TZID = 'Asia/Tbilisi';
const CRLF = '\r\n';
/** RFC 5545 §3.1: content lines are folded at 75 octets. */
const LINE_OCTETS = 75;

/** A registration id as the server issues it (a UUID): the only shape the calendar URL accepts. */
export const REGISTRATION_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Where the session's calendar file is served for one registration. The path names the session and
 * the registration's random id only: no personal data, and nothing to enumerate — the file is the
 * session's, the same for anyone, with the id only making its UID the registration's own.
 */
export function sessionCalendarPath(
  sessionId: string,
  registrationId: string,
  language: Language,
): string {
  const query = queryString({ registration: registrationId, lang: language });
  return `/api/webinar/sessions/${sessionId}/calendar.ics?${query}`;
}

/** `20261202T160000Z`. */
function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Octets of one code point in UTF-8 (core has no TextEncoder: it runs on no platform API). */
function utf8Octets(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/** `a=1&b=2`, each value percent-encoded. */
function queryString(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Folds one content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    // Continuation lines start with a space, which counts towards their 75.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** What the calendar file says besides the session: who issues it and what to link. */
export interface SessionCalendarDetails {
  readonly language: Language;
  /** The registration's id: the event's UID is the registration's, stable across downloads. */
  readonly registrationId: string;
  /** The site's host, the UID's domain part (RFC 5545 §3.8.4.7). */
  readonly uidDomain: string;
  /** When the file is produced (DTSTAMP). */
  readonly stamp: Date;
  /** The webinar page, linked when the session has no join address. */
  readonly pageUrl: string;
}

const DESCRIPTION: Record<Language, (link: string, joinable: boolean) => string> = {
  ka: (link, joinable) =>
    joinable ? `ვებინარს შემოუერთდით ბმულით: ${link}` : `ვებინარის გვერდი: ${link}`,
  en: (link, joinable) => (joinable ? `Join the webinar: ${link}` : `Webinar page: ${link}`),
};

/** The event's UID: one per registration, the same in the served file and the e-mailed invitation. */
function sessionUid(startsAt: Date, details: SessionCalendarDetails): string {
  return `webinar-${webinarSessionId(startsAt)}-${details.registrationId}@${details.uidDomain}`;
}

/** The session as a calendar event names it: its title in one language. */
interface CalendarEvent {
  readonly startsAt: Date;
  readonly durationMinutes: number;
  readonly title: string;
  readonly joinUrl?: string | undefined;
}

/** Who announces an e-mailed event (RFC 5546 wants an ORGANIZER on a published VEVENT). */
export interface CalendarOrganizer {
  readonly name: string;
  readonly email: string;
}

/** The VEVENT's description lines; `times` are its DTSTART and DTEND lines. */
function eventLines(
  event: CalendarEvent,
  details: SessionCalendarDetails,
  times: readonly string[],
  organizer?: CalendarOrganizer,
): string[] {
  const link = event.joinUrl ?? details.pageUrl;
  return [
    'BEGIN:VEVENT',
    `UID:${sessionUid(event.startsAt, details)}`,
    `DTSTAMP:${utcStamp(details.stamp)}`,
    ...times,
    // A quoted parameter value may hold anything but a double quote and control characters (RFC 5545 §3.2).
    ...(organizer === undefined
      ? []
      : [`ORGANIZER;CN="${organizer.name.replace(/["\p{Cc}]/gu, '')}":mailto:${organizer.email}`]),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(DESCRIPTION[details.language](link, event.joinUrl !== undefined))}`,
    `URL:${link}`,
    ...(event.joinUrl === undefined ? [] : [`LOCATION:${escapeText(event.joinUrl)}`]),
    'END:VEVENT',
  ];
}

const CALENDAR_HEAD = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//TechCareer//Webinar sessions//EN',
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
];

const endOf = (event: CalendarEvent) =>
  new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);

const calendarText = (lines: readonly string[]) => lines.map(fold).join(CRLF) + CRLF;

/** The session as an iCalendar file (RFC 5545), times in Asia/Tbilisi with its VTIMEZONE. */
export function sessionIcs(session: WebinarSession, details: SessionCalendarDetails): string {
  const event = { ...session, title: session.title[details.language] };
  return calendarText([
    ...CALENDAR_HEAD,
    'BEGIN:VTIMEZONE',
    `TZID:${TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0400',
    'TZOFFSETTO:+0400',
    'TZNAME:+04',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...eventLines(event, details, [
      `DTSTART;TZID=${TZID}:${tbilisiBasicDateTime(event.startsAt)}`,
      `DTEND;TZID=${TZID}:${tbilisiBasicDateTime(endOf(event))}`,
    ]),
    'END:VCALENDAR',
  ]);
}

/**
 * The session as an e-mail carries it (docs/messaging.md "E-mail messages"): `METHOD:PUBLISH`, an
 * announcement with no replies, times in UTC (no time zone a mail client must know), the seller as
 * ORGANIZER, and the same UID as the served file, so adding both leaves one event.
 */
export function sessionInvitationIcs(
  event: CalendarEvent,
  details: SessionCalendarDetails & { readonly organizer: CalendarOrganizer },
): string {
  return calendarText([
    ...CALENDAR_HEAD,
    ...eventLines(
      event,
      details,
      [`DTSTART:${utcStamp(event.startsAt)}`, `DTEND:${utcStamp(endOf(event))}`],
      details.organizer,
    ),
    'END:VCALENDAR',
  ]);
}

/** A Google Calendar "add event" link for the session (times in UTC, shown in Tbilisi's zone). */
export function googleCalendarUrl(
  session: WebinarSession,
  language: Language,
  pageUrl: string,
): string {
  const end = new Date(session.startsAt.getTime() + session.durationMinutes * 60_000);
  const link = session.joinUrl ?? pageUrl;
  const query = queryString({
    action: 'TEMPLATE',
    text: session.title[language],
    dates: `${utcStamp(session.startsAt)}/${utcStamp(end)}`,
    details: DESCRIPTION[language](link, session.joinUrl !== undefined),
    ctz: TZID,
    ...(session.joinUrl === undefined ? {} : { location: session.joinUrl }),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
