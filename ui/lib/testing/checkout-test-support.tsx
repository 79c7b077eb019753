import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import type { Language } from '../../../core/site/languages';
import enCheckout from '../../../locales/en/checkout.json';
import enCommon from '../../../locales/en/common.json';
import enErrors from '../../../locales/en/errors.json';
import enPayment from '../../../locales/en/payment.json';
import kaCheckout from '../../../locales/ka/checkout.json';
import kaCommon from '../../../locales/ka/common.json';
import kaErrors from '../../../locales/ka/errors.json';
import kaPayment from '../../../locales/ka/payment.json';
import { ToastProvider } from '../../components/toast/toast-context';

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
