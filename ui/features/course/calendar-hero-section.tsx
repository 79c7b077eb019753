import { useTranslation } from 'react-i18next';
import { useScheduling } from '../../components/scheduling/scheduling-context';
import { useWebinarProgress } from '../../lib/webinar-progress/use-webinar-progress';
import { CalendarHeroUrgency } from './calendar-hero-urgency';
import './course-sections.css';
import './calendar-hero.css';

/** The six benefit cards of the strategy call (docs/webinar.md "Calendar hero"). */
const BENEFITS = ['diagnosis', 'goal', 'negotiation', 'brand', 'investing', 'fit'] as const;

/** The analytics source of the CTA (docs/site.md "Landing sections"). */
export const CALENDAR_HERO_SOURCE = 'calendar_scheduling_hero';

/** Props of the calendar hero. */
export interface CalendarHeroSectionProps {
  /** Hidden (and taking no space) until the webinar video reaches 50 % (docs/webinar.md "Calendar hero"). */
  readonly showAfterProgress?: boolean;
  /** Shows the spec's simulated scarcity counters; off on the real site (docs/decisions.md). */
  readonly simulatedCounters?: boolean;
  /** An external booking modal to open instead of the site's scheduling popup. */
  readonly onSchedule?: () => void;
}

type ContentProps = Omit<CalendarHeroSectionProps, 'showAfterProgress'>;

/** The section itself: benefits, urgency banner and the booking call to action. */
function CalendarHeroContent({ simulatedCounters = false, onSchedule }: ContentProps) {
  const { t } = useTranslation('calendar_hero');
  const scheduling = useScheduling();
  const schedule = onSchedule ?? (() => scheduling.open(CALENDAR_HERO_SOURCE));
  return (
    <section className="course-section calendar-hero" aria-labelledby="calendar-hero-title">
      <div className="container">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h2 id="calendar-hero-title">{t('title')}</h2>
        <p className="lead">{t('lead')}</p>
        <h3 className="calendar-hero__benefits-title">{t('benefits.title')}</h3>
        <ul className="calendar-hero__benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="card">
              <h4>{t(`benefits.items.${benefit}.title`)}</h4>
              <p>{t(`benefits.items.${benefit}.description`)}</p>
            </li>
          ))}
        </ul>
        <CalendarHeroUrgency simulated={simulatedCounters} />
        <div className="actions">
          <button type="button" className="button button--primary" onClick={schedule}>
            {t('cta')}
          </button>
        </div>
        <p className="calendar-hero__note">{t('note')}</p>
      </div>
    </section>
  );
}

/** Reads the watch progress and renders the section only once 50 % is reached. */
function ProgressGatedCalendarHero(props: ContentProps) {
  const progress = useWebinarProgress();
  return progress.sectionsRevealed ? <CalendarHeroContent {...props} /> : null;
}

/** The calendar hero: a free strategy call offer that opens the scheduling popup. */
export function CalendarHeroSection({
  showAfterProgress = false,
  ...props
}: CalendarHeroSectionProps) {
  return showAfterProgress ? (
    <ProgressGatedCalendarHero {...props} />
  ) : (
    <CalendarHeroContent {...props} />
  );
}
