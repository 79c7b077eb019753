import { useTranslation } from 'react-i18next';
import type { WebinarSession } from '../../../core/site-config/site-config';
import { webinarSessions } from '../../config/webinar-sessions';
import { useLanguage } from '../../lib/i18n/use-language';
import { timelineItems } from './timeline-item';
import { TimelineItemView } from './timeline-item-view';
import { timelineStatuses } from './timeline-statuses';
import { useCurrentMinute } from './use-current-minute';
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
 * The free webinar sessions (docs/webinar.md "Timeline") from the configuration's real dates. Status
 * is computed from the visitor's clock after hydration (see `timelineStatuses`).
 */
export function WebinarTimeline({
  variant,
  headingLevel = 2,
  sessions = webinarSessions,
}: WebinarTimelineProps) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const now = useCurrentMinute();
  const items = timelineItems(sessions, language);
  const statuses = timelineStatuses(sessions, now);
  const compact = variant === 'compact';
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
      <ol className="webinar-timeline__list">
        {items.map((item, index) => (
          <TimelineItemView
            key={item.key}
            item={item}
            status={statuses[index] ?? 'upcoming'}
            compact={compact}
          />
        ))}
      </ol>
      <p className="webinar-timeline__note">{t('timeline.timezoneNote')}</p>
    </section>
  );
}
