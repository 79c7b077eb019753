import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import type { Language } from '../../../core/language/languages';
import enCalendarHero from '../../../locales/en/calendar_hero.json';
import enCommon from '../../../locales/en/common.json';
import enPricingHero from '../../../locales/en/pricing_hero.json';
import enProduct from '../../../locales/en/product.json';
import kaCalendarHero from '../../../locales/ka/calendar_hero.json';
import kaCommon from '../../../locales/ka/common.json';
import kaPricingHero from '../../../locales/ka/pricing_hero.json';
import kaProduct from '../../../locales/ka/product.json';
import { SchedulingProvider } from '../../../ui/components/scheduling/scheduling-context';
import { ToastProvider } from '../../../ui/components/toast/toast-context';

const RESOURCES = {
  ka: {
    common: kaCommon,
    product: kaProduct,
    pricing_hero: kaPricingHero,
    calendar_hero: kaCalendarHero,
  },
  en: {
    common: enCommon,
    product: enProduct,
    pricing_hero: enPricingHero,
    calendar_hero: enCalendarHero,
  },
};

/**
 * Test support: renders a course section to HTML as the prerenderer does (wouter SSR path, real
 * locale files, no fallback language) inside the toast and scheduling providers. Any key missing
 * from the locales is collected in `missing` instead of silently printing the key.
 */
export function renderCourse(
  element: ReactElement,
  language: Language,
): { html: string; missing: string[] } {
  const missing: string[] = [];
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['common', 'product', 'pricing_hero', 'calendar_hero'],
    defaultNS: 'product',
    resources: RESOURCES,
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => void missing.push(`${ns}:${key}`),
    react: { useSuspense: false },
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={`/${language}`}>
        <ToastProvider>
          <SchedulingProvider>{element}</SchedulingProvider>
        </ToastProvider>
      </Router>
    </I18nextProvider>,
  );
  return { html, missing };
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/** The visible text of rendered HTML: tags and comments dropped, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}
