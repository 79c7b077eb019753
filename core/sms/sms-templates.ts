import type { Language } from '../language/languages';
import { formatMoney } from '../money/format-money';
import { tetriConstant } from '../money/money';
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

/**
 * A refund made and a seat offered from the waiting list (docs/messaging.md "E-mail messages"): each
 * beside its e-mail, sent by the outbox only.
 */
const NOTICE_TEMPLATE_IDS = ['refund_receipt', 'waitlist_offer'] as const;

/** One SMS template. */
export type SmsTemplateId =
  | (typeof SMS_TEMPLATE_IDS)[number]
  | (typeof REMINDER_TEMPLATE_IDS)[number]
  | (typeof NOTICE_TEMPLATE_IDS)[number];

/**
 * One UCS-2 segment holds 70 characters; Georgian letters force UCS-2, so every message, English too, is
 * kept within it (one segment per registration event, docs/security.md "SMS").
 */
const SMS_SEGMENT_CHARS = 70;

/**
 * What a template may mention: the first name, the event's instant (webinar start, course start,
 * the end of a seat's hold), an amount and a cohort number, and a link.
 */
export interface SmsTemplateParams {
  readonly firstName?: string;
  readonly date?: Date;
  readonly amountTetri?: number;
  readonly cohortNumber?: number;
  /** Written whole at the end: a message with a link may take two segments (`renderSms`). */
  readonly link?: string;
}

/** The params as a template reads them: the date in words, the amount formatted. */
interface BodyFacts {
  readonly when?: SmsWhen;
  readonly amount?: string;
  readonly cohortNumber?: number;
  readonly link?: string;
}

type Body = (facts: BodyFacts) => { readonly named: string; readonly anonymous: string };

/*
 * The texts. `named` follows "{name}, "; `anonymous` stands alone. Times are Asia/Tbilisi (docs/integrations.md "Georgian mobile numbers").
 * The sender name (registered with the gateway) already says who writes, so no brand in the text.
 */
const TEMPLATES: Record<SmsTemplateId, Record<Language, Body>> = {
  // Without a session (none scheduled yet) it promises only what will happen: the date, by SMS.
  webinar_confirmation: {
    ka: ({ when }) => {
      const text = when
        ? `ვებინარზე რეგისტრაცია დადასტურდა: ${when.day} ${when.monthNominative}, ${when.time}.`
        : 'მიღებულია! შემდეგი ვებინარის თარიღს SMS-ით შეგატყობინებთ.';
      return { named: text, anonymous: text };
    },
    en: ({ when }) =>
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
    ka: ({ when }) => {
      const text = when
        ? `ახალი ვებინარი: ${when.day} ${when.monthNominative}, ${when.time}. დარეგისტრირდით საიტზე.`
        : 'ახალი ვებინარი დაიგეგმა. დარეგისტრირდით საიტზე.';
      return { named: text, anonymous: text };
    },
    en: ({ when }) => {
      const rest = when
        ? `on ${when.monthNominative} ${when.day} at ${when.time}. Register on our site.`
        : 'is scheduled. Register on our site.';
      return { named: `the next webinar is ${rest}`, anonymous: `The next webinar is ${rest}` };
    },
  },
  webinar_reminder_day: {
    ka: ({ when }) => {
      const text = when
        ? `გახსენებთ: ვებინარი ${when.day} ${when.monthDative}, ${when.time}-ზე დაიწყება.`
        : 'გახსენებთ: ვებინარი ხვალ დაიწყება.';
      return { named: text, anonymous: text };
    },
    en: ({ when }) => {
      const rest = when
        ? `the webinar is on ${when.monthNominative} ${when.day} at ${when.time}.`
        : 'the webinar is tomorrow.';
      return { named: `reminder: ${rest}`, anonymous: `Reminder: ${rest}` };
    },
  },
  webinar_reminder_hour: {
    ka: ({ when }) => {
      const text = when
        ? `ვებინარი ერთ საათში, ${when.time}-ზე იწყება. გელოდებით!`
        : 'ვებინარი ერთ საათში იწყება. გელოდებით!';
      return { named: text, anonymous: text };
    },
    en: ({ when }) => {
      const rest = when
        ? `starts in one hour, at ${when.time}. See you there!`
        : 'starts in one hour. See you there!';
      return { named: `the webinar ${rest}`, anonymous: `The webinar ${rest}` };
    },
  },
  // The refund and the offer: the e-mail beside each carries the details (docs/messaging.md "E-mail messages").
  refund_receipt: {
    ka: ({ amount }) => {
      const text = `${amount ?? 'თანხა'} დაგიბრუნდათ ბარათზე. დეტალები ელფოსტაშია.`;
      return { named: text, anonymous: text };
    },
    en: ({ amount }) => {
      const rest = 'returned to your card. Details by e-mail.';
      return amount
        ? { named: `${amount} was ${rest}`, anonymous: `${amount} was ${rest}` }
        : { named: `a refund was ${rest}`, anonymous: `A refund was ${rest}` };
    },
  },
  waitlist_offer: {
    ka: ({ when, cohortNumber, link }) => {
      const cohort = cohortNumber === undefined ? 'კურსზე' : `№${cohortNumber} ნაკადში`;
      const until = when
        ? ` დაჯავშნეთ ${when.day} ${when.monthDative}, ${when.time}-მდე`
        : ' დაჯავშნეთ';
      const text = `${cohort} ადგილი გაჩნდა.${until}: ${link ?? 'ბმული ელფოსტაშია.'}`;
      return { named: text, anonymous: text };
    },
    en: ({ when, cohortNumber, link }) => {
      const cohort = cohortNumber === undefined ? 'the course' : `cohort ${cohortNumber}`;
      const until = when ? ` by ${when.time}, ${when.monthNominative} ${when.day}` : '';
      const rest = `seat in ${cohort} is open. Book it${until}: ${link ?? 'the link is in your e-mail.'}`;
      return { named: `a ${rest}`, anonymous: `A ${rest}` };
    },
  },
  // `when`: the day access opens after the withdrawal period; absent: the early start (24 hours).
  purchase_confirmation: {
    ka: ({ when }) => {
      const rest = when
        ? `კურსზე წვდომა ${when.day} ${when.monthDative} გაიხსნება.`
        : 'კურსზე წვდომა 24 საათში გაიხსნება.';
      const text = `გადახდა მიღებულია. ${rest}`;
      return { named: text, anonymous: text };
    },
    en: ({ when }) => {
      const rest = when
        ? `Course access opens on ${when.monthNominative} ${when.day}.`
        : 'Course access opens within 24 hours.';
      return { named: `payment received. ${rest}`, anonymous: `Payment received. ${rest}` };
    },
  },
};

/**
 * Renders a template. The result fits one 70-character UCS-2 segment: a first name too long for the
 * room left is cut and ends with "…"; a blank name leaves the greeting out. A link is never cut: the
 * text before it fits one segment and, with a link of up to 60 characters, the whole fits two (134).
 */
export function renderSms(
  template: SmsTemplateId,
  language: Language,
  params: SmsTemplateParams,
): string {
  const body = TEMPLATES[template][language]({
    ...(params.date === undefined ? {} : { when: smsDateText(params.date, language) }),
    ...(params.amountTetri === undefined
      ? {}
      : { amount: formatMoney(tetriConstant(params.amountTetri), language) }),
    ...(params.cohortNumber === undefined ? {} : { cohortNumber: params.cohortNumber }),
    ...(params.link === undefined ? {} : { link: params.link }),
  });
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
