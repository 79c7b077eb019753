import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { WebinarSession } from '../site-config/site-config';
import {
  googleCalendarUrl,
  sessionCalendarPath,
  sessionIcs,
  sessionInvitationIcs,
} from './session-calendar';

const SESSION: WebinarSession = {
  startsAt: new Date('2026-12-02T16:00:00Z'),
  durationMinutes: 90,
  title: {
    ka: 'კარიერა, შემოსავალი და ინვესტიციები: გეგმა 2027 წლისთვის; ვრცელი სათაური, რომელიც იკეცება',
    en: 'Career, income and investing: a plan for 2027',
  },
  joinUrl: 'https://meet.example.com/webinar?room=1',
};
const DETAILS = {
  language: 'ka' as const,
  registrationId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  uidDomain: 'techcareer.ge',
  stamp: new Date('2026-11-24T08:00:00Z'),
  pageUrl: 'https://techcareer.ge/ka/webinar',
};

describe('sessionIcs (RFC 5545)', () => {
  const text = sessionIcs(SESSION, DETAILS);

  it('ends every line with CRLF and folds at 75 octets without splitting a character', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toContain('\uFFFD');
  });

  it('parses to the session in Asia/Tbilisi with a registration-specific UID', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Tbilisi');
    if (zone) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-02T16:00:00.000Z');
    expect(event.startDate.toString()).toBe('2026-12-02T20:00:00');
    expect(event.startDate.zone?.tzid).toBe('Asia/Tbilisi');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-02T17:30:00.000Z');
    expect(event.summary).toBe(SESSION.title.ka);
    expect(event.uid).toBe(`webinar-20261202T1600Z-${DETAILS.registrationId}@techcareer.ge`);
    expect(event.description).toContain(SESSION.joinUrl);
    expect(text).toContain('\r\nDTSTART;TZID=Asia/Tbilisi:20261202T200000\r\n');
    expect(text).toContain('DTSTAMP:20261124T080000Z');
    expect(text).toContain('\\;');
  });

  it('links the webinar page when no join address is configured', () => {
    const { joinUrl: _, ...withoutJoin } = SESSION;
    const event = new ICAL.Event(
      new ICAL.Component(
        ICAL.parse(sessionIcs(withoutJoin, { ...DETAILS, language: 'en' })),
      ).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.description).toBe('Webinar page: https://techcareer.ge/ka/webinar');
    expect(event.location).toBeNull();
  });
});

describe('sessionInvitationIcs (the e-mailed entry, RFC 5546 PUBLISH)', () => {
  const organizer = { name: 'შპს „ტექ ქარიერი“ "X"', email: 'support@techcareer.ge' };
  const event = { ...SESSION, title: SESSION.title.en };
  const text = sessionInvitationIcs(event, { ...DETAILS, language: 'en', organizer });

  it("publishes the session in UTC with the served file's UID and the seller as organizer", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstSubcomponent('vtimezone')).toBeNull();
    const vevent = calendar.getFirstSubcomponent('vevent') ?? undefined;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.startDate.toString()).toBe('2026-12-02T16:00:00Z');
    expect(parsed.endDate.toString()).toBe('2026-12-02T17:30:00Z');
    expect(text).toContain('\r\nDTSTART:20261202T160000Z\r\n');
    expect(parsed.summary).toBe(SESSION.title.en);
    const served = new ICAL.Event(
      new ICAL.Component(ICAL.parse(sessionIcs(SESSION, DETAILS))).getFirstSubcomponent('vevent') ??
        undefined,
    );
    expect(parsed.uid).toBe(served.uid);
    const organizerProperty = vevent?.getFirstProperty('organizer');
    expect(organizerProperty?.getFirstValue()).toBe('mailto:support@techcareer.ge');
    expect(organizerProperty?.getParameter('cn')).toBe('შპს „ტექ ქარიერი“ X');
    expect(vevent?.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-24T08:00:00Z');
  });
});

describe('calendar links', () => {
  it('builds the Google link in UTC and the file path without personal data', () => {
    const url = new URL(googleCalendarUrl(SESSION, 'en', DETAILS.pageUrl));
    expect(url.searchParams.get('dates')).toBe('20261202T160000Z/20261202T173000Z');
    expect(url.searchParams.get('ctz')).toBe('Asia/Tbilisi');
    expect(url.searchParams.get('location')).toBe(SESSION.joinUrl);
    expect(sessionCalendarPath('20261202T1600Z', DETAILS.registrationId, 'ka')).toBe(
      `/api/webinar/sessions/20261202T1600Z/calendar.ics?registration=${DETAILS.registrationId}&lang=ka`,
    );
  });
});
