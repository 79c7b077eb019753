import type { Language } from '../language/languages';
import type { WebinarReminderEmailPayload } from '../outbox/email-payloads';
import { pagePath } from '../site/routes';
import { smsDateText } from '../sms/sms-date-text';
import { facts, link, paragraph } from './email-document';
import { type EmailSite, emailDateTime, footerLines } from './email-site';
import { type RenderedEmail, renderEmail } from './render-email';

/** Which reminder: a day or an hour before the start (docs/messaging.md "Reminders"). */
export type ReminderMoment = 'day' | 'hour';

/** What a reminder is written from. */
export interface WebinarReminderInput {
  readonly moment: ReminderMoment;
  readonly payload: WebinarReminderEmailPayload;
  readonly site: EmailSite;
  /** The session's join address in the running configuration, when it has one. */
  readonly joinUrl?: string | undefined;
}

/*
 * Neither text says "tomorrow" or "in one hour": a reminder retried after an outage still tells
 * the truth, and none goes once the session has started (`email.session_started`).
 */
const TEXTS = {
  ka: {
    subject: {
      day: (title: string) => `შეხსენება: ${title}`,
      hour: (title: string) => `მალე ვიწყებთ: ${title}`,
    },
    heading: {
      day: (name: string | undefined) =>
        name === undefined ? 'ვებინარის შეხსენება' : `${name}, ვებინარის შეხსენება`,
      hour: (name: string | undefined) =>
        name === undefined ? 'ვებინარი მალე იწყება' : `${name}, ვებინარი მალე იწყება`,
    },
    starts: {
      day: 'ვებინარი, რომელზეც დარეგისტრირდით, იწყება:',
      hour: (time: string) => `ვებინარი ${time}-ზე იწყება. გელოდებით!`,
    },
    webinar: 'ვებინარი',
    when: 'დრო',
    join: 'შესვლის ბმული',
    page: 'ვებინარის გვერდი',
  },
  en: {
    subject: {
      day: (title: string) => `Reminder: ${title}`,
      hour: (title: string) => `Starting soon: ${title}`,
    },
    heading: {
      day: (name: string | undefined) =>
        name === undefined ? 'Webinar reminder' : `${name}, a webinar reminder`,
      hour: (name: string | undefined) =>
        name === undefined ? 'The webinar starts soon' : `${name}, the webinar starts soon`,
    },
    starts: {
      day: 'The webinar you registered for starts:',
      hour: (time: string) => `The webinar starts at ${time}. See you there!`,
    },
    webinar: 'Webinar',
    when: 'When',
    join: 'Join link',
    page: 'Webinar page',
  },
} as const satisfies Record<Language, unknown>;

/**
 * A webinar reminder, a day or an hour before the session (docs/messaging.md "E-mail messages"):
 * the session's title and start on the Tbilisi clock, and where to join.
 */
export function webinarReminderEmail(input: WebinarReminderInput): RenderedEmail {
  const { moment, payload, site } = input;
  const { language } = payload;
  const t = TEXTS[language];
  const startsAt = new Date(payload.startsAt);
  const pageUrl = `${site.siteOrigin}${pagePath(language, 'webinar')}`;
  const where =
    input.joinUrl === undefined
      ? { label: t.page, value: [link(pageUrl)] }
      : { label: t.join, value: [link(input.joinUrl)] };
  return renderEmail({
    language,
    subject: t.subject[moment](payload.title),
    heading: t.heading[moment](payload.firstName),
    blocks: [
      paragraph(
        moment === 'day' ? t.starts.day : t.starts.hour(smsDateText(startsAt, language).time),
      ),
      facts([
        { label: t.webinar, value: [payload.title] },
        { label: t.when, value: [emailDateTime(startsAt, language)] },
        where,
      ]),
    ],
    footer: footerLines(site, language),
  });
}
