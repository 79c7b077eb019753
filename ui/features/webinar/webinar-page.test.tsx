import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { Language } from '../../../core/language/languages';
import enCommon from '../../../locales/en/common.json';
import enWebinar from '../../../locales/en/webinar.json';
import kaCommon from '../../../locales/ka/common.json';
import kaWebinar from '../../../locales/ka/webinar.json';
import { preloadDeferredSections } from '../../components/deferred/deferred-section';
import { SchedulingProvider } from '../../components/scheduling/scheduling-context';
import { ToastProvider } from '../../components/toast/toast-context';
import type { WebinarProgressApi } from '../../lib/webinar-progress/use-webinar-progress';
import { SERVER_WEBINAR_PROGRESS } from '../../lib/webinar-progress/webinar-progress-store';
import { StrategyCallCta } from './strategy-call-cta';
import { WebinarNextSteps } from './webinar-next-steps';
import { WebinarPage } from './webinar-page';

const RESOURCES = {
  ka: { common: kaCommon, webinar: kaWebinar },
  en: { common: enCommon, webinar: enWebinar },
};

function render(language: Language, page: ReactNode = <WebinarPage />) {
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
          <SchedulingProvider>{page}</SchedulingProvider>
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

  it('with no recording to watch, offers the call and the course at once, with no watch question', () => {
    const { html } = render('en');
    expect(html).toContain(enWebinar.cta.open);
    expect(html).toContain(enWebinar.cta.button);
    expect(html).not.toContain('Watch at least 20% of the webinar');
    expect(html).toContain(enWebinar.nextSteps.lead);
    expect(html).not.toContain(enWebinar.nextSteps.locked.slice(0, 20));
    expect(html).not.toContain(enWebinar.faq.items.progress.question);
  });

  it('with something to watch, starts locked: the note and meter instead of the booking button, offer hidden', () => {
    const progress: WebinarProgressApi = {
      state: SERVER_WEBINAR_PROGRESS,
      ctaVisible: false,
      sectionsRevealed: false,
      recordPlayed: () => undefined,
      addWatchTime: () => undefined,
      reset: () => undefined,
    };
    const { html } = render(
      'en',
      <>
        <StrategyCallCta progress={progress} onScheduled={() => undefined} gated />
        <WebinarNextSteps revealed={false} />
      </>,
    );
    expect(html).toContain('Watch at least 20% of the webinar');
    expect(html).toContain('Watched 0% (you need 20%)');
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
