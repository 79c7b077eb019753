import { useTranslation } from 'react-i18next';
import {
  SECTIONS_REVEAL_PERCENT,
  WATCH_MILESTONE_PERCENT,
} from '../../../core/webinar/video-progress';
import { useScheduling } from '../../components/scheduling/scheduling-context';
import { trackEvent } from '../../lib/tracking/track-event';
import type { WebinarProgressApi } from '../../lib/webinar-progress/use-webinar-progress';

/** The scheduling source of this page (analytics and Calendly campaign tags). */
export const WEBINAR_PAGE_SOURCE = 'webinar_page';

/**
 * The strategy-call button, shown from the 20 % milestone; before it, a note and a progress bar
 * say that watching is required (docs/webinar.md "Video progress"). Without anything to watch
 * (`gated` false: no recording configured) the button shows at once.
 */
export function StrategyCallCta({
  progress,
  onScheduled,
  gated,
}: {
  readonly progress: WebinarProgressApi;
  readonly onScheduled: () => void;
  readonly gated: boolean;
}) {
  const { t } = useTranslation('webinar');
  const scheduling = useScheduling();
  const percent = Math.floor(progress.state.videoProgress);
  const book = () => {
    const afterHalf = progress.state.videoProgress >= SECTIONS_REVEAL_PERCENT;
    trackEvent(afterHalf ? 'cta_clicked_after_50' : 'cta_clicked', {
      source: WEBINAR_PAGE_SOURCE,
      label: 'schedule_consultation',
      progress: percent,
    });
    scheduling.open(WEBINAR_PAGE_SOURCE, { onScheduled });
  };
  return (
    <section className="webinar-cta" aria-labelledby="webinar-cta-title">
      <h2 id="webinar-cta-title">{t('cta.title')}</h2>
      {!gated || progress.ctaVisible ? (
        <>
          <p>{t(gated ? 'cta.unlocked' : 'cta.open')}</p>
          <button
            type="button"
            className="button button--primary webinar-cta__button"
            onClick={book}
          >
            {t('cta.button')}
          </button>
        </>
      ) : (
        <>
          <p>{t('cta.locked', { percent: WATCH_MILESTONE_PERCENT })}</p>
          <div className="webinar-cta__meter">
            <progress
              max={WATCH_MILESTONE_PERCENT}
              value={Math.min(percent, WATCH_MILESTONE_PERCENT)}
              aria-label={t('cta.meterLabel')}
            />
            <span>{t('cta.meterValue', { percent, goal: WATCH_MILESTONE_PERCENT })}</span>
          </div>
        </>
      )}
    </section>
  );
}
