import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import type { Language } from '../../../core/language/languages';
import enErrors from '../../../locales/en/errors.json';
import enFaq from '../../../locales/en/faq.json';
import enLanding from '../../../locales/en/landing.json';
import enProduct from '../../../locales/en/product.json';
import kaErrors from '../../../locales/ka/errors.json';
import kaFaq from '../../../locales/ka/faq.json';
import kaLanding from '../../../locales/ka/landing.json';
import kaProduct from '../../../locales/ka/product.json';

/** Test-only: an i18next instance with the real `landing`, `faq`, `errors` and `product` namespaces. */
export function createLandingTestI18n(language: Language) {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'landing',
    ns: ['landing', 'faq', 'errors', 'product'],
    resources: {
      ka: { landing: kaLanding, faq: kaFaq, errors: kaErrors, product: kaProduct },
      en: { landing: enLanding, faq: enFaq, errors: enErrors, product: enProduct },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Test-only: renders an element to HTML as the prerenderer would, on the language's home path. */
export function renderLanding(element: ReactElement, language: Language): string {
  return renderToString(
    <I18nextProvider i18n={createLandingTestI18n(language)}>
      <Router ssrPath={`/${language}`}>{element}</Router>
    </I18nextProvider>,
  );
}

/** Test-only: the visible text of an HTML fragment. */
export function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
