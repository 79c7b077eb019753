import type { Language } from '../language/languages';
import type { WebinarConfirmationEmailPayload } from '../outbox/email-payloads';
import { pagePath } from '../site/routes';
import { sessionInvitationIcs } from '../webinar/session-calendar';
import { type EmailBlock, type FactRow, facts, link, paragraph } from './email-document';
import { type EmailSite, emailDateTime, footerLines, hostOf } from './email-site';
import { type RenderedEmail, renderEmail } from './render-email';

/** What the registration confirmation is written from. */
export interface WebinarConfirmationInput {
  readonly payload: WebinarConfirmationEmailPayload;
  readonly site: EmailSite;
  /** The session's join address in the running configuration, when it has one. */
  readonly joinUrl?: string | undefined;
  /** When the message is rendered: the calendar entry's DTSTAMP. */
  readonly now: Date;
}

const TEXTS = {
  ka: {
    subject: (title: string) => `რეგისტრაცია დადასტურდა: ${title}`,
    heading: (name: string | undefined) =>
      name === undefined
        ? 'ვებინარზე რეგისტრაცია დადასტურდა'
        : `${name}, ვებინარზე რეგისტრაცია დადასტურდა`,
    webinar: 'ვებინარი',
    when: 'დრო',
    duration: 'ხანგრძლივობა',
    minutes: (count: number) => `${count} წუთი`,
    join: 'შესვლის ბმული',
    page: 'ვებინარის გვერდი',
    calendar: 'კალენდრის ჩანაწერი წერილს ერთვის: გახსენით და ვებინარი თქვენს კალენდარს დაემატება.',
    noSessionSubject: 'მიღებულია: შემდეგი ვებინარის თარიღს შეგატყობინებთ',
    noSessionHeading: (name: string | undefined) =>
      name === undefined ? 'გმადლობთ!' : `გმადლობთ, ${name}!`,
    noSession:
      'შემდეგი ვებინარის თარიღი ჯერ არ არის დანიშნული. როგორც კი დაიგეგმება, თარიღს SMS-ით შეგატყობინებთ.',
    upcoming: 'დაგეგმილი ვებინარები ვებინარის გვერდზე გამოჩნდება: ',
  },
  en: {
    subject: (title: string) => `You are registered: ${title}`,
    heading: (name: string | undefined) =>
      name === undefined ? 'Your webinar seat is booked' : `${name}, your webinar seat is booked`,
    webinar: 'Webinar',
    when: 'When',
    duration: 'Duration',
    minutes: (count: number) => `${count} minutes`,
    join: 'Join link',
    page: 'Webinar page',
    calendar: 'The calendar entry is attached: open it to add the webinar to your calendar.',
    noSessionSubject: 'Thank you: we will let you know the next webinar date',
    noSessionHeading: (name: string | undefined) =>
      name === undefined ? 'Thank you!' : `Thank you, ${name}!`,
    noSession:
      'The next webinar date has not been set yet. As soon as it is scheduled, we will text you the date.',
    upcoming: 'Scheduled webinars appear on the webinar page: ',
  },
} as const satisfies Record<Language, unknown>;

/**
 * The webinar registration's confirmation (docs/messaging.md "E-mail messages"): the session chosen
 * on the Tbilisi clock, its join address when configured (else the webinar page), and its calendar
 * entry (`METHOD:PUBLISH`, the served file's UID). Without a session the person asked to hear of the
 * next webinar, and the message says only that.
 */
export function webinarConfirmationEmail(input: WebinarConfirmationInput): RenderedEmail {
  const { payload, site } = input;
  const { language, session } = payload;
  const t = TEXTS[language];
  const pageUrl = `${site.siteOrigin}${pagePath(language, 'webinar')}`;
  const footer = footerLines(site, language);
  if (session === undefined) {
    return renderEmail({
      language,
      subject: t.noSessionSubject,
      heading: t.noSessionHeading(payload.firstName),
      blocks: [paragraph(t.noSession), paragraph(t.upcoming, link(pageUrl))],
      footer,
    });
  }
  const startsAt = new Date(session.startsAt);
  const rows: FactRow[] = [
    { label: t.webinar, value: [session.title] },
    { label: t.when, value: [emailDateTime(startsAt, language)] },
    { label: t.duration, value: [t.minutes(session.durationMinutes)] },
    input.joinUrl === undefined
      ? { label: t.page, value: [link(pageUrl)] }
      : { label: t.join, value: [link(input.joinUrl)] },
  ];
  const blocks: EmailBlock[] = [facts(rows), paragraph(t.calendar)];
  const calendar = sessionInvitationIcs(
    {
      startsAt,
      durationMinutes: session.durationMinutes,
      title: session.title,
      joinUrl: input.joinUrl,
    },
    {
      language,
      registrationId: payload.registrationId,
      uidDomain: hostOf(site.siteOrigin),
      stamp: input.now,
      pageUrl,
      organizer: { name: site.seller.legalName[language], email: site.seller.supportEmail },
    },
  );
  return {
    ...renderEmail({
      language,
      subject: t.subject(session.title),
      heading: t.heading(payload.firstName),
      blocks,
      footer,
    }),
    calendar: { filename: 'webinar.ics', content: calendar },
  };
}
