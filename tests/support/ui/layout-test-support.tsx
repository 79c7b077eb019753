import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { isLanguage, type Language } from '../../../core/language/languages';
import en from '../../../locales/en/common.json';
import ka from '../../../locales/ka/common.json';

/** Test-only: an i18next instance holding the real `common` namespace of both languages. */
function createTestI18n(language: Language) {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: ['common'],
    resources: { ka: { common: ka }, en: { common: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * Test-only: renders an element to HTML as the prerenderer would, at the given path and query, with
 * the language taken from the path's first segment (Georgian when unprefixed).
 */
export function renderAt(element: ReactElement, path: string, search = ''): string {
  const first = path.split('/')[1];
  const language: Language = isLanguage(first) ? first : 'ka';
  return renderToString(
    <I18nextProvider i18n={createTestI18n(language)}>
      <Router ssrPath={path} ssrSearch={search}>
        {element}
      </Router>
    </I18nextProvider>,
  );
}

/** An anchor found in rendered HTML: its attributes (entities decoded) and its inner HTML. */
export interface RenderedLink {
  attributes: Record<string, string>;
  inner: string;
}

/** Decodes the few entities React writes into attributes and text. */
function decode(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Test-only: every `<a>` in the HTML, in document order. */
export function findLinks(html: string): RenderedLink[] {
  return [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) {
      attributes[attribute[1] ?? ''] = decode(attribute[2] ?? '');
    }
    return { attributes, inner: decode(match[2] ?? '') };
  });
}

/** Test-only: the visible text of an HTML fragment (tags removed, comments dropped). */
export function textOf(html: string): string {
  return decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ''));
}
