import type { Language } from '../site/languages';
import { type SmsWhen, smsDateText } from './sms-date-text';

/** The server-side SMS templates (docs/security.md "SMS": never caller-supplied text). */
export const SMS_TEMPLATE_IDS = ['webinar_confirmation', 'purchase_confirmation'] as const;

/** One SMS template. */
export type SmsTemplateId = (typeof SMS_TEMPLATE_IDS)[number];

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
  webinar_confirmation: {
    ka: (when) => {
      const rest = when ? `: ${when.day} ${when.monthNominative}, ${when.time}.` : '. შეხვედრამდე!';
      const text = `ვებინარზე რეგისტრაცია დადასტურდა${rest}`;
      return { named: text, anonymous: text };
    },
    en: (when) => {
      const rest = when
        ? `: ${when.monthNominative} ${when.day}, ${when.time}.`
        : '. See you there!';
      return {
        named: `your webinar seat is booked${rest}`,
        anonymous: `Your webinar seat is booked${rest}`,
      };
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
