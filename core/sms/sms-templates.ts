import type { Language } from '../site/languages';
import { type SmsWhen, smsDateText } from './sms-date-text';

/** The server-side SMS templates (docs/security.md "SMS": never caller-supplied text). */
export const SMS_TEMPLATE_IDS = ['webinar_confirmation', 'purchase_confirmation'] as const;

/**
 * The webinar reminders, a day and an hour before the session (docs/messaging.md "Reminders"): the
 * outbox sends them, never the operator endpoint, so they are not in `SMS_TEMPLATE_IDS`.
 */
const REMINDER_TEMPLATE_IDS = [
  'webinar_reminder_day',
  'webinar_reminder_hour',
  'webinar_scheduled',
] as const;

/** One SMS template. */
export type SmsTemplateId =
  | (typeof SMS_TEMPLATE_IDS)[number]
  | (typeof REMINDER_TEMPLATE_IDS)[number];

/**
 * One UCS-2 segment holds 70 characters; Georgian letters force UCS-2, so every message, English too, is
 * kept within it (one segment per registration event, docs/security.md "SMS").
 */
const SMS_SEGMENT_CHARS = 70;

/** What a template may mention: the first name and the event's instant (webinar start, course start). */
export interface SmsTemplateParams {
  readonly firstName?: string;
  readonly date?: Date;
}

type Body = (when: SmsWhen | undefined) => { readonly named: string; readonly anonymous: string };

/*
 * The texts. `named` follows "{name}, "; `anonymous` stands alone. Times are Asia/Tbilisi (docs/integrations.md "Georgian mobile numbers").
 * The sender name (registered with the gateway) already says who writes, so no brand in the text.
 */
const TEMPLATES: Record<SmsTemplateId, Record<Language, Body>> = {
  // Without a session (none scheduled yet) it promises only what will happen: the date, by SMS.
  webinar_confirmation: {
    ka: (when) => {
      const text = when
        ? `ვებინარზე რეგისტრაცია დადასტურდა: ${when.day} ${when.monthNominative}, ${when.time}.`
        : 'მიღებულია! შემდეგი ვებინარის თარიღს SMS-ით შეგატყობინებთ.';
      return { named: text, anonymous: text };
    },
    en: (when) =>
      when
        ? {
            named: `your webinar seat is booked: ${when.monthNominative} ${when.day}, ${when.time}.`,
            anonymous: `Your webinar seat is booked: ${when.monthNominative} ${when.day}, ${when.time}.`,
          }
        : {
            named: 'thank you! We will text you the next webinar date.',
            anonymous: 'Thank you! We will text you the next webinar date.',
          },
  },
  webinar_scheduled: {
    ka: (when) => {
      const text = when
        ? `ახალი ვებინარი: ${when.day} ${when.monthNominative}, ${when.time}. დარეგისტრირდით საიტზე.`
        : 'ახალი ვებინარი დაიგეგმა. დარეგისტრირდით საიტზე.';
      return { named: text, anonymous: text };
    },
    en: (when) => {
      const rest = when
        ? `on ${when.monthNominative} ${when.day} at ${when.time}. Register on our site.`
        : 'is scheduled. Register on our site.';
      return { named: `the next webinar is ${rest}`, anonymous: `The next webinar is ${rest}` };
    },
  },
  webinar_reminder_day: {
    ka: (when) => {
      const text = when
        ? `გახსენებთ: ვებინარი ${when.day} ${when.monthDative}, ${when.time}-ზე დაიწყება.`
        : 'გახსენებთ: ვებინარი ხვალ დაიწყება.';
      return { named: text, anonymous: text };
    },
    en: (when) => {
      const rest = when
        ? `the webinar is on ${when.monthNominative} ${when.day} at ${when.time}.`
        : 'the webinar is tomorrow.';
      return { named: `reminder: ${rest}`, anonymous: `Reminder: ${rest}` };
    },
  },
  webinar_reminder_hour: {
    ka: (when) => {
      const text = when
        ? `ვებინარი ერთ საათში, ${when.time}-ზე იწყება. გელოდებით!`
        : 'ვებინარი ერთ საათში იწყება. გელოდებით!';
      return { named: text, anonymous: text };
    },
    en: (when) => {
      const rest = when
        ? `starts in one hour, at ${when.time}. See you there!`
        : 'starts in one hour. See you there!';
      return { named: `the webinar ${rest}`, anonymous: `The webinar ${rest}` };
    },
  },
  purchase_confirmation: {
    ka: (when) => {
      const rest = when
        ? `კურსი იწყება ${when.day} ${when.monthDative}.`
        : 'კურსზე წვდომა 24 საათში გაიხსნება.';
      const text = `გადახდა მიღებულია. ${rest}`;
      return { named: text, anonymous: text };
    },
    en: (when) => {
      const rest = when
        ? `Your course starts on ${when.monthNominative} ${when.day}.`
        : 'Course access opens within 24 hours.';
      return { named: `payment received. ${rest}`, anonymous: `Payment received. ${rest}` };
    },
  },
};

/**
 * Renders a template. The result always fits one 70-character UCS-2 segment: a first name too long for
 * the room left is cut and ends with "…"; a blank name leaves the greeting out.
 */
export function renderSms(
  template: SmsTemplateId,
  language: Language,
  params: SmsTemplateParams,
): string {
  const when = params.date === undefined ? undefined : smsDateText(params.date, language);
  const body = TEMPLATES[template][language](when);
  const name = (params.firstName ?? '').trim().replace(/\s+/g, ' ');
  const room = SMS_SEGMENT_CHARS - body.named.length - ', '.length;
  if (name === '' || room < 2) return body.anonymous;
  return `${fitName(name, room)}, ${body.named}`;
}

/** Cuts a name to `room` UTF-16 units, whole code points, marking the cut with an ellipsis. */
function fitName(name: string, room: number): string {
  if (name.length <= room) return name;
  let cut = '';
  for (const character of name) {
    if (cut.length + character.length > room - 1) break;
    cut += character;
  }
  return `${cut.trimEnd()}…`;
}
