import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { emailSiteFixture, latinWordsIn, visibleText } from '../../tests/support/email-fixtures';
import type { WebinarConfirmationEmailPayload } from '../outbox/email-payloads';
import { sessionIcs } from '../webinar/session-calendar';
import { webinarConfirmationEmail } from './webinar-confirmation-email';

const REGISTRATION_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const SESSION = {
  startsAt: '2026-12-02T16:00:00.000Z',
  durationMinutes: 90,
  title: 'კარიერა, შემოსავალი და ინვესტიციები: გეგმა 2027 წლისთვის',
};
const PAYLOAD: WebinarConfirmationEmailPayload = {
  to: 'nino@example.ge',
  language: 'ka',
  firstName: 'ნინო',
  registrationId: REGISTRATION_ID,
  session: SESSION,
};
const JOIN = 'https://meet.example.com/webinar?room=1';

const render = (
  payload: WebinarConfirmationEmailPayload = PAYLOAD,
  joinUrl?: string,
  now = new Date('2026-11-24T08:00:00Z'),
) => webinarConfirmationEmail({ payload, site: emailSiteFixture(), joinUrl, now });

const eventOf = (ics: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') ?? undefined);

describe('the webinar registration confirmation', () => {
  it('names the session on the Tbilisi clock, in Georgian without English', () => {
    const { subject, text, html } = render();
    expect(subject).toBe(`რეგისტრაცია დადასტურდა: ${SESSION.title}`);
    expect(text).toContain('ნინო, ვებინარზე რეგისტრაცია დადასტურდა');
    expect(text).toContain('დრო: 2 დეკემბერი, 2026, 20:00 (თბილისის დროით)');
    expect(text).toContain('ხანგრძლივობა: 90 წუთი');
    // No join address configured: the webinar page.
    expect(text).toContain('ვებინარის გვერდი: https://techcareer.ge/ka/webinar');
    expect(latinWordsIn(text)).toEqual([]);
    expect(latinWordsIn(visibleText(html))).toEqual([]);
  });

  it('gives the join address when the configuration has one', () => {
    const { text, html } = render({ ...PAYLOAD, language: 'en' }, JOIN);
    expect(text).toContain(`Join link: ${JOIN}`);
    expect(html).toContain('href="https://meet.example.com/webinar?room=1"');
    expect(text).toContain('When: December 2, 2026, 20:00 (Tbilisi time)');
  });

  it('attaches a published calendar entry in UTC whose UID is the served file’s, on every render', () => {
    const first = render(PAYLOAD, JOIN);
    expect(first.calendar?.filename).toBe('webinar.ics');
    const ics = first.calendar?.content ?? '';
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = eventOf(ics);
    expect(event.startDate.toString()).toBe('2026-12-02T16:00:00Z');
    expect(event.endDate.toString()).toBe('2026-12-02T17:30:00Z');
    expect(event.summary).toBe(SESSION.title);
    expect(event.location).toBe(JOIN);
    expect(event.organizer).toBe('mailto:support@techcareer.ge');
    const again = render(PAYLOAD, JOIN, new Date('2026-11-25T09:00:00Z')).calendar?.content ?? '';
    expect(eventOf(again).uid).toBe(event.uid);
    const served = sessionIcs(
      {
        startsAt: new Date(SESSION.startsAt),
        durationMinutes: 90,
        title: { ka: SESSION.title, en: SESSION.title },
      },
      {
        language: 'ka',
        registrationId: REGISTRATION_ID,
        uidDomain: 'techcareer.ge',
        stamp: new Date(),
        pageUrl: 'https://techcareer.ge/ka/webinar',
      },
    );
    expect(eventOf(served).uid).toBe(event.uid);
  });

  it('escapes the name in the HTML', () => {
    const { html } = render({ ...PAYLOAD, firstName: '<img src=x onerror=alert(1)>' });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;, ვებინარზე');
    expect(html).not.toContain('<img');
  });

  it('promises only the date when no session was chosen, and attaches no calendar', () => {
    const { session: _, ...waiting } = PAYLOAD;
    const ka = render(waiting);
    expect(ka.subject).toBe('მიღებულია: შემდეგი ვებინარის თარიღს შეგატყობინებთ');
    expect(ka.text).toContain('როგორც კი დაიგეგმება, თარიღს SMS-ით შეგატყობინებთ.');
    expect(ka.calendar).toBeUndefined();
    expect(latinWordsIn(ka.text, ['SMS'])).toEqual([]);
    const en = render({ ...waiting, language: 'en' });
    expect(en.subject).toBe('Thank you: we will let you know the next webinar date');
    expect(en.text).toContain('we will text you the date');
    expect(en.text).not.toMatch(/booked|seat/);
  });
});
