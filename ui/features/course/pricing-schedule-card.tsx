import { useTranslation } from 'react-i18next';
import type { CohortConfig } from '../../../core/cohort/cohort';
import { CohortCountdown } from './cohort-countdown';

/** The schedule card: "Cohort №{number}", the countdown to its start, format and capacity. */
export function PricingScheduleCard({
  cohort,
  clock,
}: {
  readonly cohort: CohortConfig;
  readonly clock: (() => Date) | undefined;
}) {
  const { t } = useTranslation('pricing_hero');
  return (
    <article className="card pricing-card" aria-labelledby="pricing-schedule-title">
      <h3 id="pricing-schedule-title">{t('schedule.title', { number: cohort.number })}</h3>
      <CohortCountdown cohort={cohort} clock={clock} />
      <ul className="pricing-card__facts">
        <li>{t('schedule.format')}</li>
        {cohort.maxCapacity === undefined ? null : (
          <li>{t('schedule.capacity', { count: cohort.maxCapacity })}</li>
        )}
      </ul>
    </article>
  );
}
