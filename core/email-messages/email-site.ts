import { formatCalendarDate } from '../language/format-calendar-date';
import type { Language } from '../language/languages';
import { groupedPhone } from '../phone/grouped-phone';
import type { Seller } from '../site-config/site-config';
import { smsDateText } from '../sms/sms-date-text';
import { tbilisiDay } from '../time/tbilisi-time';
import { type FactRow, type Inline, mailto } from './email-document';

/**
 * What every message reads from the running configuration when it is sent (docs/messaging.md
 * "E-mail messages"): who sells, what the course is called, where the site is.
 */
export interface EmailSite {
  readonly seller: Pick<
    Seller,
    | 'legalName'
    | 'legalForm'
    | 'identificationCode'
    | 'legalAddress'
    | 'phone'
    | 'vatRegistered'
    | 'supportEmail'
  >;
  readonly productName: Readonly<Record<Language, string>>;
  /** e.g. `https://techcareer.ge`, no trailing slash. */
  readonly siteOrigin: string;
}

/** A Tbilisi calendar day in running text: `2 დეკემბერი, 2026`, `December 2, 2026`. */
export function emailDate(at: Date, language: Language): string {
  const day = tbilisiDay(at);
  return formatCalendarDate(day, language) ?? day;
}

const TBILISI_TIME: Readonly<Record<Language, string>> = {
  ka: 'თბილისის დროით',
  en: 'Tbilisi time',
};

/** Day and time on the Tbilisi clock, the zone named: `2 დეკემბერი, 2026, 20:00 (თბილისის დროით)`. */
export function emailDateTime(at: Date, language: Language): string {
  return `${emailDate(at, language)}, ${smsDateText(at, language).time} (${TBILISI_TIME[language]})`;
}

/** The first word of a full name, for a greeting; undefined for a blank one. */
export function firstNameOf(fullName: string | null | undefined): string | undefined {
  const first = fullName?.trim().split(/\s+/)[0];
  return first === undefined || first === '' ? undefined : first;
}

const SELLER_LABELS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  ka: {
    name: 'გამყიდველი',
    code: 'საიდენტიფიკაციო კოდი',
    address: 'იურიდიული მისამართი',
    phone: 'ტელეფონი',
    email: 'ელფოსტა',
  },
  en: {
    name: 'Seller',
    code: 'Identification code',
    address: 'Legal address',
    phone: 'Phone',
    email: 'E-mail',
  },
};

/** The seller's identity as a receipt states it (Georgian consumer law: the trader identified). */
export function sellerRows(seller: EmailSite['seller'], language: Language): FactRow[] {
  const label = SELLER_LABELS[language];
  const row = (key: string, value: readonly Inline[]): FactRow => ({
    label: label[key] ?? key,
    value,
  });
  return [
    row('name', [`${seller.legalName[language]} (${seller.legalForm[language]})`]),
    row('code', [seller.identificationCode]),
    row('address', [seller.legalAddress[language]]),
    row('phone', [groupedPhone(seller.phone)]),
    row('email', [mailto(seller.supportEmail)]),
  ];
}

const FOOTER: Readonly<Record<Language, string>> = {
  ka: 'ეს სერვისული შეტყობინებაა, რომელსაც ჩვენს საიტზე თქვენი მოთხოვნის საფუძველზე იღებთ.',
  en: 'This is a service message, sent because of your request on our site.',
};

/** The closing lines of every message: who writes, how to reach them, and why this came. */
export function footerLines(site: EmailSite, language: Language): Inline[][] {
  const { seller } = site;
  return [
    [`${seller.legalName[language]}, ${seller.legalAddress[language]}`],
    [mailto(seller.supportEmail), ' · ', { href: site.siteOrigin, text: hostOf(site.siteOrigin) }],
    [FOOTER[language]],
  ];
}

/** `techcareer.ge` from `https://techcareer.ge` (the host name, as `URL.hostname` gives it). */
export function hostOf(origin: string): string {
  return origin
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/:\d+$/, '');
}
