/**
 * Typed translation keys: `t('no.such.key')` fails type checking. The English files give the key
 * shapes; locales/locales.test.ts keeps the Georgian files' keys identical, so one language is enough.
 */
import type calculator from '../../../locales/en/calculator.json';
import type calendarHero from '../../../locales/en/calendar_hero.json';
import type calendarModal from '../../../locales/en/calendar_modal.json';
import type checkout from '../../../locales/en/checkout.json';
import type common from '../../../locales/en/common.json';
import type errors from '../../../locales/en/errors.json';
import type faq from '../../../locales/en/faq.json';
import type landing from '../../../locales/en/landing.json';
import type legal from '../../../locales/en/legal.json';
import type meta from '../../../locales/en/meta.json';
import type payment from '../../../locales/en/payment.json';
import type popupDemo from '../../../locales/en/popup_demo.json';
import type pricingHero from '../../../locales/en/pricing_hero.json';
import type product from '../../../locales/en/product.json';
import type webinar from '../../../locales/en/webinar.json';

/**
 * `legal.json`'s block lists (paragraphs, lists, tables) are read whole with `returnObjects` and
 * parsed at run time (legal-blocks.ts), never by index; typed element by element they blow up
 * i18next's key union past TypeScript's instantiation depth, so they are typed as opaque lists.
 */
type OpaqueLists<T> = {
  [K in keyof T]: T[K] extends readonly unknown[] ? readonly unknown[] : OpaqueLists<T[K]>;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      calculator: typeof calculator;
      calendar_hero: typeof calendarHero;
      calendar_modal: typeof calendarModal;
      checkout: typeof checkout;
      common: typeof common;
      errors: typeof errors;
      faq: typeof faq;
      landing: typeof landing;
      legal: OpaqueLists<typeof legal>;
      meta: typeof meta;
      payment: typeof payment;
      popup_demo: typeof popupDemo;
      pricing_hero: typeof pricingHero;
      product: typeof product;
      webinar: typeof webinar;
    };
  }
}
