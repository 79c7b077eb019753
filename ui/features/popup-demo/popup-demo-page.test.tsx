import { createInstance, type i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/popup_demo.json';
import ka from '../../../locales/ka/popup_demo.json';
import { POPUP_POSITIONS } from '../../components/dialog/popup-placement';
import { PopupDemoPage } from './popup-demo-page';

const texts = { en, ka } as const;

function renderPage(language: 'en' | 'ka'): { html: string; missing: string[] } {
  const missing: string[] = [];
  const i18n: I18n = createInstance();
  i18n.use(initReactI18next);
  void i18n.init({
    lng: language,
    fallbackLng: false,
    ns: ['popup_demo'],
    defaultNS: 'popup_demo',
    resources: { [language]: { popup_demo: texts[language] } },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_lngs: readonly string[], ns: string, key: string) =>
      missing.push(`${ns}:${key}`),
    interpolation: { escapeValue: false },
  });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PopupDemoPage />
    </I18nextProvider>,
  );
  return { html, missing };
}

/** The text of every `<button>` in the markup. */
const buttonNames = (html: string): string[] =>
  [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1] ?? '');

describe.each(['en', 'ka'] as const)('PopupDemoPage in %s', (language) => {
  const { html, missing } = renderPage(language);
  const t = texts[language];

  it('uses only keys that exist', () => {
    expect(missing).toEqual([]);
  });

  it('offers nine position buttons named after their positions', () => {
    const names = buttonNames(html);
    for (const position of POPUP_POSITIONS) expect(names).toContain(t.positions[position]);
    expect(new Set(POPUP_POSITIONS.map((position) => t.positions[position])).size).toBe(9);
  });

  it('labels both coordinate inputs', () => {
    for (const [name, label] of [
      ['x', t.custom.x],
      ['y', t.custom.y],
    ] as const) {
      const input = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
      expect(input).toContain('type="number"');
      const id = input.match(/ id="([^"]+)"/)?.[1];
      expect(id).toBeDefined();
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    }
    expect(buttonNames(html)).toContain(t.custom.open);
  });

  it('offers the no-backdrop variant and renders no dialog until asked', () => {
    expect(buttonNames(html)).toContain(t.noBackdrop.open);
    expect(html).toContain(`<h1>${t.heading}</h1>`);
    expect(html).not.toContain('<dialog');
  });
});
