import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import type { Language } from '../../../core/language/languages';
import type { Money } from '../../../core/money/money';
import type { Cohort } from '../../../core/site-config/site-config';
import enCheckout from '../../../locales/en/checkout.json';
import enCommon from '../../../locales/en/common.json';
import enErrors from '../../../locales/en/errors.json';
import enPayment from '../../../locales/en/payment.json';
import kaCheckout from '../../../locales/ka/checkout.json';
import kaCommon from '../../../locales/ka/common.json';
import kaErrors from '../../../locales/ka/errors.json';
import kaPayment from '../../../locales/ka/payment.json';
import { ToastProvider } from '../../../ui/components/toast/toast-context';

const RESOURCES = {
  ka: { common: kaCommon, checkout: kaCheckout, payment: kaPayment, errors: kaErrors },
  en: { common: enCommon, checkout: enCheckout, payment: enPayment, errors: enErrors },
};

/**
 * Test support: renders checkout and result components to HTML as the prerenderer does (real
 * locales, no fallback language); keys missing from the locales are collected in `missing`.
 */
export function renderCheckout(
  element: ReactElement,
  language: Language,
  path = `/${language}/checkout`,
): { html: string; missing: string[] } {
  const missing: string[] = [];
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['common', 'checkout', 'payment', 'errors'],
    defaultNS: 'checkout',
    resources: RESOURCES,
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => void missing.push(`${ns}:${key}`),
    react: { useSuspense: false },
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={path}>
        <ToastProvider>{element}</ToastProvider>
      </Router>
    </I18nextProvider>,
  );
  return { html, missing };
}

/** The visible text of rendered HTML. */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cohort 4 as the checkout tests sell it: early bird until 31 January 2027, starts 1 March 2027. */
export const TEST_COHORT: Cohort = {
  example: false,
  number: 4,
  startDate: new Date('2027-03-01T19:00:00+04:00'),
  earlyBirdDeadline: new Date('2027-01-31T23:59:59+04:00'),
  maxCapacity: 30,
  prices: { current: 270_000 as Money, earlyBird: 250_000 as Money },
};
