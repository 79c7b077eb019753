import type { Language } from '../language/languages';
import type { WaitlistOfferEmailPayload } from '../outbox/email-payloads';
import { smsDateText } from '../sms/sms-date-text';
import { facts, link, mailto, paragraph, sentence } from './email-document';
import { type EmailSite, emailDate, emailDateTime, footerLines } from './email-site';
import { type RenderedEmail, renderEmail } from './render-email';

/** What a waiting-list offer is written from. */
export interface WaitlistOfferInput {
  readonly payload: WaitlistOfferEmailPayload;
  readonly site: EmailSite;
}

const TEXTS = {
  ka: {
    subject: (cohort: number) => `№${cohort} ნაკადში ადგილი გაჩნდა`,
    heading: (name: string | undefined, cohort: number) =>
      name === undefined
        ? `№${cohort} ნაკადში თქვენთვის ადგილი გაჩნდა`
        : `${name}, №${cohort} ნაკადში თქვენთვის ადგილი გაჩნდა`,
    intro: (product: string) =>
      `მოლოდინის სიაში ხართ და კურსზე „${product}“ ადგილი გაჩნდა. ამ ადგილს თქვენთვის ვინახავთ ქვემოთ მითითებულ დრომდე.`,
    course: 'ნაკადი',
    cohort: (number: number) => `№${number}`,
    starts: 'ნაკადის დაწყება',
    heldUntil: 'ადგილი შენახულია',
    until: (date: string, time: string) => `${date}, ${time}-მდე (თბილისის დროით)`,
    take: 'ადგილის დასაკავებლად შეკვეთა ამ პირადი ბმულით დაასრულეთ:',
    passes:
      'მითითებული დროის შემდეგ ადგილი მოლოდინის სიაში შემდეგ ადამიანს გადაეცემა. ბმული მხოლოდ თქვენთვისაა: ნუ გაუზიარებთ სხვას.',
    leave: 'თუ მოლოდინის სიაში დარჩენა აღარ გსურთ, მოგვწერეთ მისამართზე {email}.',
  },
  en: {
    subject: (cohort: number) => `A seat in cohort ${cohort} is open for you`,
    heading: (name: string | undefined, cohort: number) =>
      name === undefined
        ? `A seat in cohort ${cohort} is open for you`
        : `${name}, a place in cohort ${cohort} is open for you`,
    intro: (product: string) =>
      `You are on the waiting list, and a place in “${product}” has become available. We are holding it for you until the time below.`,
    course: 'Cohort',
    cohort: (number: number) => String(number),
    starts: 'Cohort starts',
    heldUntil: 'Held for you until',
    until: (date: string, time: string) => `${date}, ${time} (Tbilisi time)`,
    take: 'To take the place, complete your order through this personal link:',
    passes:
      'After that time the place passes to the next person on the waiting list. The link is yours alone: please do not share it.',
    leave: 'If you no longer want to be on the waiting list, write to {email}.',
  },
} as const satisfies Record<Language, unknown>;

/**
 * A seat offered from the waiting list (docs/messaging.md "E-mail messages"): the cohort and its
 * start, the personal link, until when the seat is held (Tbilisi time) and that it then passes on,
 * and how to leave the list.
 */
export function waitlistOfferEmail({ payload, site }: WaitlistOfferInput): RenderedEmail {
  const { language, cohort } = payload;
  const t = TEXTS[language];
  const expiresAt = new Date(payload.expiresAt);
  return renderEmail({
    language,
    subject: t.subject(cohort.number),
    heading: t.heading(payload.firstName, cohort.number),
    blocks: [
      paragraph(t.intro(site.productName[language])),
      facts([
        { label: t.course, value: [t.cohort(cohort.number)] },
        { label: t.starts, value: [emailDateTime(new Date(cohort.startsAt), language)] },
        {
          label: t.heldUntil,
          value: [t.until(emailDate(expiresAt, language), smsDateText(expiresAt, language).time)],
        },
      ]),
      paragraph(t.take),
      paragraph(link(payload.url)),
      paragraph(t.passes),
      paragraph(...sentence(t.leave, { email: mailto(site.seller.supportEmail) })),
    ],
    footer: footerLines(site, language),
  });
}
