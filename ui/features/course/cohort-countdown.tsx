import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../core/language/format-calendar-date';
import type { CohortCalendar } from '../../../core/site-config/site-config';
import { countdownDigits } from '../../lib/cohort/cohort-countdown-view';
import { useCohortCountdown } from '../../lib/cohort/use-cohort-countdown';
import { useLanguage } from '../../lib/i18n/use-language';
import './cohort-countdown.css';
import { tbilisiWallTime } from '../../../core/time/tbilisi-time';

/** The units of the ticker, largest first (docs/purchase.md "Cohorts": days, hours, minutes, seconds). */
const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Shown in each box before hydration: the prerendered page cannot know the visitor's clock. */
const UNKNOWN_DIGITS = '--';

/**
 * The countdown to the cohort start: a `role="timer"` ticker (not announced every second), the
 * static start-date sentence with `<time datetime>` beside it (docs/site.md "Accessibility"), and the
 * "registration is open" line once the start has passed (docs/purchase.md "Cohorts"). Boxes have fixed widths
 * and the status line keeps its height, so nothing shifts when the clock arrives.
 */
export function CohortCountdown({
  cohort,
  clock,
}: {
  readonly cohort: CohortCalendar;
  /** The server's clock once known (docs/purchase.md "Cohorts"); the boxes show `--` until then. */
  readonly clock: (() => Date) | undefined;
}) {
  const { t } = useTranslation('pricing_hero');
  const language = useLanguage();
  const labelId = useId();
  const view = useCohortCountdown(cohort, clock);
  const start = tbilisiWallTime(cohort.startDate);
  const date = formatCalendarDate(start.date, language) ?? start.date;
  return (
    <div className="countdown">
      <p id={labelId} className="countdown__label">
        {t('schedule.countdownLabel')}
      </p>
      <div role="timer" aria-labelledby={labelId} className="countdown__ticker">
        {UNITS.map((unit) => (
          <span key={unit} className="countdown__part">
            <span className="countdown__digits">
              {view === null ? UNKNOWN_DIGITS : countdownDigits(view.parts[unit])}
            </span>
            <span className="countdown__unit">{t(`schedule.units.${unit}`)}</span>
          </span>
        ))}
      </div>
      <p className="countdown__start">
        <time dateTime={start.iso}>{t('schedule.startDate', { date, time: start.time })}</time>
      </p>
      <p className="countdown__status">{view?.started ? t('schedule.registrationOpen') : null}</p>
    </div>
  );
}
