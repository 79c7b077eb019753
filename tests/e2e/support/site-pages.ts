import type { Language } from '../../../core/language/languages';
import { allPagePaths, type PageId, pagePath } from '../../../core/site/routes';
import enLegal from '../../../locales/en/legal.json';
import enMeta from '../../../locales/en/meta.json';
import enPayment from '../../../locales/en/payment.json';
import enPopup from '../../../locales/en/popup_demo.json';
import kaLegal from '../../../locales/ka/legal.json';
import kaMeta from '../../../locales/ka/meta.json';
import kaPayment from '../../../locales/ka/payment.json';
import kaPopup from '../../../locales/ka/popup_demo.json';

/** The locale texts the e2e tests compare the browser's view against. */
export const TEXTS = {
  ka: { meta: kaMeta, legal: kaLegal, popup: kaPopup, payment: kaPayment },
  en: { meta: enMeta, legal: enLegal, popup: enPopup, payment: enPayment },
} as const;

/** Where each page's `<title>` is written in the locales. */
const TITLE_OF: Record<PageId, (language: Language) => string> = {
  home: (language) => TEXTS[language].meta.pages.home.title,
  webinar: (language) => TEXTS[language].meta.pages.webinar.title,
  'webinar-registration': (language) => TEXTS[language].meta.pages.webinarRegistration.title,
  checkout: (language) => TEXTS[language].meta.pages.checkout.title,
  'payment-success': (language) => TEXTS[language].meta.pages.paymentSuccess.title,
  'investment-calculator': (language) => TEXTS[language].meta.pages.investmentCalculator.title,
  'privacy-policy': (language) => TEXTS[language].legal.privacy.meta.title,
  'terms-of-service': (language) => TEXTS[language].legal.terms.meta.title,
  'refund-policy': (language) => TEXTS[language].legal.refund.meta.title,
  'career-checklist': (language) => TEXTS[language].meta.pages.careerChecklist.title,
  'career-checklist-sent': (language) => TEXTS[language].meta.pages.careerChecklistSent.title,
  'webinar-registered': (language) => TEXTS[language].meta.pages.webinarRegistered.title,
  'checkout-contact-saved': (language) => TEXTS[language].meta.pages.checkoutContactSaved.title,
  'checkout-company': (language) => TEXTS[language].meta.pages.checkoutCompany.title,
};

/** The `<title>` a page must carry in a language. */
export function pageTitle(pageId: PageId, language: Language): string {
  return TITLE_OF[pageId](language);
}

/** One prerendered page as a visitor reaches it. */
export interface StaticPage {
  readonly path: string;
  readonly language: Language;
  readonly title: string;
  /** The page's path in each language, for hreflang; absent for the single-language popup demo. */
  readonly alternates?: Readonly<Record<Language, string>>;
}

/** Every page of the route table in both languages, then the popup demo (Georgian only). */
export const STATIC_PAGES: readonly StaticPage[] = [
  ...allPagePaths().map(({ language, pageId, path }) => ({
    path,
    language,
    title: pageTitle(pageId, language),
    alternates: { ka: pagePath('ka', pageId), en: pagePath('en', pageId) },
  })),
  { path: '/test-popup', language: 'ka', title: TEXTS.ka.popup.meta.title },
];
