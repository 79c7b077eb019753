import { useTranslation } from 'react-i18next';
import type { SessionStatus } from '../../../core/webinar/session-status';
import { prefersReducedMotion } from '../../components/dialog/reduced-motion';
import { pickWebinarSession } from '../../lib/webinar/session-pick';
import { browserScrollTarget, scrollToRegistrationForm } from './scroll-to-registration-form';
import type { TimelineItem } from './timeline-item';

/** The timeline's icon (decorative, hidden from screen readers); kept in code, not in the locales. */
const TIMELINE_EMOJI = '🎯';

/** Props of one timeline entry. */
export interface TimelineItemViewProps {
  readonly item: TimelineItem;
  readonly status: SessionStatus;
  readonly compact: boolean;
}

/**
 * One webinar session as its status shows it (docs/webinar.md "Timeline"). The status line keeps
 * one reserved height in every state, so correcting it after hydration shifts nothing.
 */
export function TimelineItemView({ item, status, compact }: TimelineItemViewProps) {
  const { t } = useTranslation('landing');
  const registrable = status === 'upcoming' || status === 'today';
  const body = (
    <>
      <span className="timeline-item__emoji" aria-hidden="true">
        {TIMELINE_EMOJI}
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
      {registrable ? (
        <button
          type="button"
          className="timeline-item__main timeline-item__main--action"
          onClick={() => {
            // The form preselects this session, then the page scrolls to it (docs/webinar.md "Session choice").
            pickWebinarSession(item.sessionId);
            scrollToRegistrationForm(browserScrollTarget(), prefersReducedMotion());
          }}
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
        {status === 'today' || status === 'live' ? (
          <span className="timeline-item__badge">{t('timeline.today')}</span>
        ) : null}
        {registrable && item.seats !== undefined ? (
          <span className="timeline-item__spots">{t('timeline.seats', { count: item.seats })}</span>
        ) : null}
        {status === 'live' && item.joinUrl ? (
          <a className="button button--primary timeline-item__join" href={item.joinUrl}>
            {t('timeline.joinNow')}
          </a>
        ) : null}
      </div>
    </li>
  );
}
