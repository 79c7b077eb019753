import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { Language } from '../../../core/site/languages';
import enCommon from '../../../locales/en/common.json';
import enWebinar from '../../../locales/en/webinar.json';
import kaCommon from '../../../locales/ka/common.json';
import kaWebinar from '../../../locales/ka/webinar.json';
import { preloadDeferredSections } from '../../components/deferred/deferred-section';
import { SchedulingProvider } from '../../components/scheduling/scheduling-context';
import { ToastProvider } from '../../components/toast/toast-context';
import { WebinarPage } from './webinar-page';

const RESOURCES = {
  ka: { common: kaCommon, webinar: kaWebinar },
  en: { common: enCommon, webinar: enWebinar },
};

function render(language: Language) {
  const missing: string[] = [];
  const i18n = createInstance();
  i18n.use(initReactI18next);
  void i18n.init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: ['common', 'webinar'],
    resources: RESOURCES,
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => missing.push(`${ns}:${key}`),
    interpolation: { escapeValue: false },
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={`/${language}/webinar`}>
        <ToastProvider>
          <SchedulingProvider>
            <WebinarPage />
          </SchedulingProvider>
        </ToastProvider>
      </Router>
    </I18nextProvider>,
  );
  return { html, missing };
}

// As the prerenderer does: the deferred sections' code is loaded before rendering.
beforeAll(preloadDeferredSections);

describe('WebinarPage (prerender)', () => {
  it.each(['ka', 'en'] as const)('renders every text in %s with no missing key', (language) => {
    const { html, missing } = render(language);
    expect(missing).toEqual([]);
    expect(html).toContain(`<h1>${RESOURCES[language].webinar.hero.title}</h1>`);
    expect(html).toContain(RESOURCES[language].webinar.faq.items.cost.question);
  });

  it('starts locked: the note and meter instead of the booking button, offer hidden', () => {
    const { html } = render('en');
    expect(html).toContain('Watch at least 20% of the webinar');
    expect(html).not.toContain(enWebinar.cta.button);
    expect(html).toContain('This section opens once you have watched 50% of the webinar.');
  });

  it('reserves the video box with a local poster and no third-party iframe', () => {
    const { html } = render('ka');
    expect(html).toContain('class="video-facade"');
    expect(html).toContain(kaWebinar.video.posterTitle);
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/youtube|vimeo|calendly/i);
  });

  it('has the toast live regions in the HTML before any toast exists', () => {
    const { html } = render('ka');
    expect(html).toContain(
      '<div role="status" aria-live="polite"><ul class="toast-stack__list"></ul></div>',
    );
    expect(html).toContain(
      '<div role="alert" aria-live="assertive"><ul class="toast-stack__list"></ul></div>',
    );
  });
});
