import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import type { Language } from '../../../core/language/languages';
import { type PageId, pagePath } from '../../../core/site/routes';
import en from '../../../locales/en/legal.json';
import ka from '../../../locales/ka/legal.json';

/**
 * Test support: renders a legal page to HTML the way the prerenderer does (wouter's SSR path and a
 * fresh i18next instance built from the real locale files). No fallback language, so a key missing
 * in Georgian shows up as a failure instead of silently rendering English.
 */
export function renderLegalPage(page: ReactElement, language: Language, pageId: PageId): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['legal'],
    defaultNS: 'legal',
    resources: { ka: { legal: ka }, en: { legal: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={pagePath(language, pageId)}>{page}</Router>
    </I18nextProvider>,
  );
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/** The visible text of an HTML fragment: tags dropped, React's entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The text of every `<tag>` element, in document order. */
export function textsOf(html: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>(.*?)</${tag}>`, 'gs');
  return [...html.matchAll(pattern)].map((match) => textOf(match[1] ?? ''));
}

/** The level of every heading (`<h1>` → 1), in document order. */
export function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

/** The `href` of every link, in document order, with `&amp;` decoded. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}
