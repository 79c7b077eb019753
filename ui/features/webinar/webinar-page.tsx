import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSection, deferSection } from '../../components/deferred/deferred-section';
import { trackEvent } from '../../lib/tracking/track-event';
import { useWebinarProgress } from '../../lib/webinar-progress/use-webinar-progress';
import { StrategyCallCta } from './strategy-call-cta';
import { TodaySessionJoin } from './today-session-join';
import { useRedirectAfterBooking } from './use-redirect-after-booking';
import { WebinarNextSteps } from './webinar-next-steps';
import { WebinarVideo } from './webinar-video';
import { webinarVideoSource } from './webinar-video-config';
import './webinar-page.css';

/*
 * The insights and the FAQ sit below the video, so their code loads and hydrates only when they near
 * the viewport or are used (like the landing page's lower sections); their prerendered HTML shows
 * unchanged meanwhile. That keeps the page's initial JavaScript within budget (docs/performance.md "Budgets").
 */
const deferredInsights = deferSection(() =>
  import('./webinar-insights').then((module) => module.WebinarInsights),
);
const deferredFaq = deferSection(() => import('./webinar-faq').then((module) => module.WebinarFaq));

/**
 * `/{lang}/webinar` (docs/webinar.md "Video progress"): the free recording with watch progress, the
 * strategy-call button from 20 %, insights, the course offer from 50 % and the FAQ. While no
 * recording is configured, the page first offers `liveRegistration` (the next live sessions and
 * their form, under the `registration-form` anchor), so "free webinar" never ends at "being
 * prepared". The layout brings the announcement bar; the app shell the scheduling modal and the toasts.
 */
export function WebinarPage({
  liveRegistration,
}: {
  /** The registration for the next live session (composed by ui/pages/webinar). */
  readonly liveRegistration?: ReactNode;
}) {
  const { t } = useTranslation('webinar');
  const progress = useWebinarProgress();
  const redirectHome = useRedirectAfterBooking();
  useEffect(() => trackEvent('webinar_view', { source: 'webinar_page' }), []);
  return (
    <div className="container webinar-page">
      <header className="webinar-page__intro">
        <p className="eyebrow">{t('hero.eyebrow')}</p>
        <h1>{t('hero.title')}</h1>
        <p className="lead">{t('hero.lead')}</p>
      </header>
      <TodaySessionJoin />
      {webinarVideoSource === undefined && liveRegistration !== undefined ? (
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
      <div className="webinar-page__watch">
        <WebinarVideo progress={progress} />
        <StrategyCallCta progress={progress} onScheduled={redirectHome} />
      </div>
      <DeferredSection section={deferredInsights} />
      <WebinarNextSteps revealed={progress.sectionsRevealed} />
      <DeferredSection section={deferredFaq} />
    </div>
  );
}
