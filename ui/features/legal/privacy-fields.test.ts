import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_CONTACT_FIELDS } from '../../../core/checkout/checkout-contact-form';
import { COMPANY_INVOICE_FIELDS } from '../../../core/invoice/company-invoice-form';
import { WEBINAR_REGISTRATION_FIELDS } from '../../../core/leads/webinar-registration-fields';
import enLegal from '../../../locales/en/legal.json';
import kaLegal from '../../../locales/ka/legal.json';

/*
 * The privacy policy lists every field each form collects (docs/legal.md "Privacy policy"): each
 * form's fields, read from the core schemas, must each have the words the policy names them by, in
 * both languages, under that form's heading. A field added to a form fails here until the policy
 * (and this map) says what it is and why.
 */
const FORMS = {
  webinar: {
    fields: WEBINAR_REGISTRATION_FIELDS,
    title: { en: 'Webinar registration', ka: 'ვებინარზე რეგისტრაცია' },
    terms: {
      fullName: { en: 'Full name', ka: 'სახელი და გვარი' },
      phoneNumber: { en: 'mobile number', ka: 'მობილურის ნომერი' },
      email: { en: 'e-mail', ka: 'ელფოსტა' },
      linkedinProfile: { en: 'LinkedIn profile', ka: 'LinkedIn-ის პროფილ' },
      webinarSession: { en: 'Webinar date', ka: 'ვებინარის თარიღი' },
    },
  },
  checkout: {
    fields: CHECKOUT_CONTACT_FIELDS,
    title: { en: 'Buying the course', ka: 'კურსის შეძენა' },
    terms: {
      firstName: { en: 'First name', ka: 'სახელი' },
      lastName: { en: 'last name', ka: 'გვარი' },
      email: { en: 'e-mail', ka: 'ელფოსტა' },
      phoneNumber: { en: 'mobile number', ka: 'მობილურის ნომერი' },
    },
  },
  company: {
    fields: COMPANY_INVOICE_FIELDS,
    title: {
      en: 'A company buying seats by invoice',
      ka: 'კომპანიის მიერ ადგილების შეძენა ინვოისით',
    },
    terms: {
      companyName: { en: 'Company name', ka: 'კომპანიის სახელწოდება' },
      companyCode: { en: 'identification code', ka: 'საიდენტიფიკაციო კოდი' },
      companyAddress: { en: 'legal address', ka: 'იურიდიული მისამართი' },
      contactName: { en: 'name', ka: 'სახელი' },
      contactEmail: { en: 'e-mail', ka: 'ელფოსტა' },
      contactPhone: { en: 'mobile number', ka: 'მობილურის ნომერი' },
      participants: { en: 'Participants', ka: 'მონაწილეების' },
      // The seats are the order itself, the terms a consent: no personal data.
      seats: null,
      terms: null,
    },
  },
} as const;

type Section = { readonly title?: string; readonly body?: readonly unknown[] };

/** The text under one form's heading in the policy's "information collected" section. */
function formText(legal: typeof enLegal, title: string): string {
  const body = legal.privacy.sections['information-collected'].body as readonly unknown[];
  const section = body.find(
    (block): block is Section => typeof block === 'object' && (block as Section).title === title,
  );
  return JSON.stringify(section ?? '');
}

describe('the privacy policy lists what each form collects', () => {
  for (const [form, { fields, title, terms }] of Object.entries(FORMS)) {
    it(`${form}: every field is named under "${title.en}", in both languages`, () => {
      const named: Readonly<Record<string, { en: string; ka: string } | null>> = terms;
      const unmapped = fields.filter((field) => !(field in named));
      expect(unmapped, 'fields the policy does not list yet').toEqual([]);
      for (const [language, legal] of [
        ['en', enLegal],
        ['ka', kaLegal as typeof enLegal],
      ] as const) {
        const text = formText(legal, title[language]);
        const missing = fields.filter((field) => {
          const words = named[field];
          return words !== null && words !== undefined && !text.includes(words[language]);
        });
        expect(missing, `${language}: fields missing under "${title[language]}"`).toEqual([]);
      }
    });
  }
});

/**
 * Every adapter folder, and what the policy calls the outside service it sends personal data to
 * (a processor kind, or a name in the text); null for one that sends none. A new adapter fails here
 * until it is placed.
 */
const ADAPTER_RECIPIENTS: Readonly<Record<string, { kind?: string; named?: string } | null>> = {
  payments: { kind: 'payment', named: 'Flitt' },
  sms: { kind: 'sms' },
  email: { kind: 'email' },
  leads: { kind: 'spreadsheet' },
  conversions: { kind: 'metaPixel', named: 'Meta' },
  'ip-city': { named: 'ipapi.co' },
  // No personal data leaves: the national bank's rates, the offline country database, local state.
  rates: null,
  geo: null,
  clock: null,
  ids: null,
  http: null,
  redis: null,
  store: null,
  'sms-caps': null,
  'vendor-json': null,
};

describe('the privacy policy names every recipient the adapters send personal data to', () => {
  it('places every adapter, and names each recipient in both languages', () => {
    const adapters = readdirSync(join(import.meta.dirname, '../../../adapters'), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(adapters.filter((name) => !(name in ADAPTER_RECIPIENTS))).toEqual([]);
    for (const legal of [enLegal, kaLegal as typeof enLegal]) {
      const text = JSON.stringify(legal.privacy);
      for (const recipient of Object.values(ADAPTER_RECIPIENTS)) {
        if (recipient?.kind !== undefined)
          expect(legal.privacy.processors).toHaveProperty(recipient.kind);
        if (recipient?.named !== undefined) expect(text).toContain(recipient.named);
      }
    }
  });
});
