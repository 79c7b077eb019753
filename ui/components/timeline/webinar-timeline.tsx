import { useTranslation } from 'react-i18next';
import type { WebinarSession } from '../../../core/site-config/site-config';
import { hasSessionAhead } from '../../../core/webinar/next-webinar-waitlist';
import { webinarSessions } from '../../config/webinar-sessions';
import { usePageTime } from '../../lib/clock/use-page-time';
import { useLanguage } from '../../lib/i18n/use-language';
import { timelineItems } from './timeline-item';
import { TimelineItemView } from './timeline-item-view';
import { timelineStatuses } from './timeline-statuses';
import './timeline.css';

/** Props of the timeline: `full` is the section (anchor `webinar-registration`), `compact` sits in the hero. */
export interface WebinarTimelineProps {
  readonly variant: 'full' | 'compact';
  /** Heading level of the timeline title, to fit the page outline. */
  readonly headingLevel?: 2 | 3;
  /** The sessions to show; the configured ones (config/site.json) unless given. */
  readonly sessions?: readonly WebinarSession[];
}

/**
 * The free webinar sessions (docs/webinar.md "Timeline") from the configuration's real dates, each
 * with its status at the page's instant (see `timelineStatuses`). The hero's compact variant lists
 * only sessions still to come; with none left either variant says the next date is not set and
 * leads to the form, which then takes a request to be told it (docs/webinar.md "No session scheduled").
 */
export function WebinarTimeline({
  variant,
  headingLevel = 2,
  sessions = webinarSessions,
}: WebinarTimelineProps) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const now = usePageTime();
  const compact = variant === 'compact';
  const statuses = timelineStatuses(sessions, now);
  const shown = timelineItems(sessions, language)
    .map((item, index) => ({ item, status: statuses[index] ?? 'upcoming' }))
    .filter(({ status }) => !compact || status !== 'passed');
  // None still to start (the last may be under way): the form takes requests for the next date.
  const noneAhead = now !== undefined && !hasSessionAhead(sessions, now);
  const Heading = `h${headingLevel}` as const;
  const titleId = `timeline-title-${variant}`;
  return (
    <section
      className={`webinar-timeline webinar-timeline--${variant}`}
      aria-labelledby={titleId}
      {...(compact ? {} : { id: 'webinar-registration' })}
    >
      <Heading className="webinar-timeline__title" id={titleId}>
        {t(compact ? 'timeline.compactTitle' : 'timeline.title')}
      </Heading>
      {compact ? null : <p className="webinar-timeline__intro">{t('timeline.intro')}</p>}
      {shown.length > 0 ? (
        <ol className="webinar-timeline__list">
          {shown.map(({ item, status }) => (
            <TimelineItemView key={item.key} item={item} status={status} compact={compact} />
          ))}
        </ol>
      ) : null}
      {noneAhead ? (
        <p className="webinar-timeline__none">
          {t('timeline.noneAhead')}{' '}
          <a className="webinar-timeline__notify" href="#registration-form">
            {t('timeline.notifyCta')}
          </a>
        </p>
      ) : null}
      <p className="webinar-timeline__note">{t('timeline.timezoneNote')}</p>
    </section>
  );
}
