import { useTranslation } from 'react-i18next';
import { readTimelineItems } from './timeline-item';
import { TimelineItemView } from './timeline-item-view';
import { timelineStatuses } from './timeline-statuses';
import { useCurrentMinute } from './use-current-minute';
import './timeline.css';

/** Props of the timeline: `full` is the section (anchor `webinar-registration`), `compact` sits in the hero. */
export interface WebinarTimelineProps {
  readonly variant: 'full' | 'compact';
  /** Heading level of the timeline title, to fit the page outline. */
  readonly headingLevel?: 2 | 3;
}

/**
 * The upcoming free webinar sessions (docs/webinar.md "Timeline"), read from `landing:timeline.items`. Status
 * is computed from the real clock after hydration (see `timelineStatuses`).
 */
export function WebinarTimeline({ variant, headingLevel = 2 }: WebinarTimelineProps) {
  const { t } = useTranslation('landing');
  const now = useCurrentMinute();
  const items = readTimelineItems(t('timeline.items', { returnObjects: true }));
  const statuses = timelineStatuses(items, now);
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
            key={`${item.date}-${item.title}`}
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
