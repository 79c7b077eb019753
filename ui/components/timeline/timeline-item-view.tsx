import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import type { TimelineStatus } from '../../../core/webinar/timeline-status';
import { prefersReducedMotion } from '../../components/dialog/reduced-motion';
import { useLanguage } from '../../lib/i18n/use-language';
import { browserScrollTarget, scrollToRegistrationForm } from './scroll-to-registration-form';
import type { TimelineItem } from './timeline-item';

/** Props of one timeline entry. */
export interface TimelineItemViewProps {
  readonly item: TimelineItem;
  readonly status: TimelineStatus;
  readonly compact: boolean;
}

/**
 * One webinar session (docs/webinar.md "Timeline"): passed is dimmed with a "passed" label and no spots; today is
 * highlighted with a badge and a join-now link; upcoming is a button that scrolls to the form. The
 * status line keeps one reserved height in every state, so correcting it after hydration shifts nothing.
 */
export function TimelineItemView({ item, status, compact }: TimelineItemViewProps) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const body = (
    <>
      <span className="timeline-item__emoji" aria-hidden="true">
        {item.emoji}
      </span>
      <span className="timeline-item__text">
        <span className="timeline-item__date">{item.date}</span>
        <span className="timeline-item__title">{item.title}</span>
        <span className="timeline-item__time">{item.time}</span>
      </span>
    </>
  );
  return (
    <li
      className={`timeline-item timeline-item--${status}${compact ? ' timeline-item--compact' : ''}`}
    >
      {status === 'upcoming' ? (
        <button
          type="button"
          className="timeline-item__main timeline-item__main--action"
          onClick={() => scrollToRegistrationForm(browserScrollTarget(), prefersReducedMotion())}
        >
          {body}
          <span className="timeline-item__hint">{t('timeline.registerHint')}</span>
        </button>
      ) : (
        <div className="timeline-item__main">{body}</div>
      )}
      <div className="timeline-item__status">
        {status === 'passed' ? (
          <span className="timeline-item__passed">{t('timeline.passed')}</span>
        ) : null}
        {status === 'upcoming' ? (
          <span className="timeline-item__spots">
            {t('timeline.spotsLeft', { count: item.spotsLeft })}
          </span>
        ) : null}
        {status === 'today' ? (
          <>
            <span className="timeline-item__badge">{t('timeline.today')}</span>
            <Link
              className="button button--primary timeline-item__join"
              href={pagePath(language, 'webinar')}
            >
              {t('timeline.joinNow')}
            </Link>
          </>
        ) : null}
      </div>
    </li>
  );
}
