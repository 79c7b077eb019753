import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSection, deferSection } from '../../components/deferred/deferred-section';
import { trackEvent } from '../../lib/tracking/track-event';
import { TodaySessionJoin } from './today-session-join';
import { webinarVideoSource } from './webinar-video-config';
import './webinar-page.css';

// Every part below the intro loads and hydrates when near or used, keeping the page's initial
// JavaScript within budget (docs/performance.md "Budgets"); the video, call button and course offer
// share one progress store, so they may load apart.
const deferredWatch = deferSection(() =>
  import('./webinar-watch').then((module) => module.WebinarWatch),
);
const deferredNextSteps = deferSection(() =>
  import('./webinar-next-steps').then((module) => module.WebinarProgressNextSteps),
);
const deferredInsights = deferSection(() =>
  import('./webinar-insights').then((module) => module.WebinarInsights),
);
const deferredFaq = deferSection(() => import('./webinar-faq').then((module) => module.WebinarFaq));

/**
 * `/{lang}/webinar` (docs/webinar.md "Video progress"): the recording with watch progress, the call
 * button, insights, the course offer and the FAQ; while no recording is configured it first offers
 * `liveRegistration`, so "free webinar" never ends at "being prepared".
 */
export function WebinarPage({
  liveRegistration,
}: {
  /** The registration for the next live session (composed by ui/pages/webinar). */
  readonly liveRegistration?: ReactNode;
}) {
  const { t } = useTranslation('webinar');
  useEffect(() => trackEvent('webinar_view', { source: 'webinar_page' }), []);
  return (
    <div className="container webinar-page">
      <header className="webinar-page__intro">
        <p className="eyebrow">{t('hero.eyebrow')}</p>
        <h1>{t('hero.title')}</h1>
        <p className="lead">{t('hero.lead')}</p>
      </header>
      <TodaySessionJoin />
      {webinarVideoSource() === undefined && liveRegistration !== undefined ? (
        <section
          id="registration-form"
          className="webinar-section webinar-live"
          aria-labelledby="webinar-live-title"
        >
          <h2 id="webinar-live-title">{t('live.title')}</h2>
          <p>{t('live.lead')}</p>
          {liveRegistration}
        </section>
      ) : null}
      <DeferredSection section={deferredWatch} />
      <DeferredSection section={deferredInsights} />
      <DeferredSection section={deferredNextSteps} />
      <DeferredSection section={deferredFaq} />
    </div>
  );
}
