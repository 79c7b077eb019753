import { describe, expect, it } from 'vitest';
import { emailSiteFixture, latinWordsIn, visibleText } from '../../tests/support/email-fixtures';
import type { WebinarReminderEmailPayload } from '../outbox/email-payloads';
import { type ReminderMoment, webinarReminderEmail } from './webinar-reminder-email';

const PAYLOAD: WebinarReminderEmailPayload = {
  to: 'nino@example.ge',
  language: 'ka',
  firstName: 'ნინო',
  startsAt: '2026-12-02T16:00:00.000Z',
  dueAt: '2026-12-01T16:00:00.000Z',
  title: 'პერსონალური ბრენდი LinkedIn-ზე',
};

const render = (
  moment: ReminderMoment,
  payload: Partial<WebinarReminderEmailPayload> = {},
  joinUrl?: string,
) =>
  webinarReminderEmail({
    moment,
    payload: { ...PAYLOAD, ...payload },
    site: emailSiteFixture(),
    joinUrl,
  });

describe('the webinar reminders', () => {
  it('reminds a day before with the date and time, in Georgian', () => {
    const { subject, text, html } = render('day');
    expect(subject).toBe('შეხსენება: პერსონალური ბრენდი LinkedIn-ზე');
    expect(text).toContain('ნინო, ვებინარის შეხსენება');
    expect(text).toContain('დრო: 2 დეკემბერი, 2026, 20:00 (თბილისის დროით)');
    expect(text).toContain('ვებინარის გვერდი: https://techcareer.ge/ka/webinar');
    expect(latinWordsIn(text, ['LinkedIn'])).toEqual([]);
    expect(latinWordsIn(visibleText(html), ['LinkedIn'])).toEqual([]);
  });

  it('reminds an hour before with the time and the join link', () => {
    const join = 'https://meet.example.com/r/1';
    const ka = render('hour', {}, join);
    expect(ka.subject).toBe('მალე ვიწყებთ: პერსონალური ბრენდი LinkedIn-ზე');
    expect(ka.text).toContain('ვებინარი 20:00-ზე იწყება. გელოდებით!');
    expect(ka.text).toContain(`შესვლის ბმული: ${join}`);
    const en = render('hour', { language: 'en', title: 'Personal brand' }, join);
    expect(en.subject).toBe('Starting soon: Personal brand');
    expect(en.text).toContain('The webinar starts at 20:00. See you there!');
    expect(en.text).toContain(`Join link: ${join}`);
  });

  it('never says "tomorrow" or "in one hour", which a late retry could make untrue', () => {
    for (const moment of ['day', 'hour'] as const) {
      const { text } = render(moment, { language: 'en' });
      expect(text).not.toMatch(/tomorrow|in one hour/i);
    }
  });

  it('escapes the name in the HTML', () => {
    expect(render('day', { firstName: 'A&B' }).html).toContain('A&amp;B, ვებინარის შეხსენება');
  });
});
