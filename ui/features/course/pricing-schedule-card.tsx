import { useTranslation } from 'react-i18next';
import type { CohortCalendar } from '../../../core/site-config/site-config';
import { CohortCountdown } from './cohort-countdown';

/**
 * The schedule card: "Cohort {number}" ("№{number} ნაკადი" in Georgian), the countdown to its start, format, capacity and, once the
 * server has counted them, the seats left. With no cohort on offer (registration closed for good) it
 * says the next cohort's dates are to be announced.
 */
export function PricingScheduleCard({
  cohort,
  clock,
  seatsLeft,
}: {
  readonly cohort: CohortCalendar | undefined;
  readonly clock: (() => Date) | undefined;
  readonly seatsLeft?: number | undefined;
}) {
  const { t } = useTranslation(['pricing_hero', 'common']);
  if (cohort === undefined) {
    return (
      <article className="card pricing-card" aria-labelledby="pricing-schedule-title">
        <h3 id="pricing-schedule-title">{t('sale.nextCohort', { ns: 'common' })}</h3>
        <p>{t('sale.datesSoon', { ns: 'common' })}</p>
        <ul className="pricing-card__facts">
          <li>{t('schedule.format')}</li>
        </ul>
      </article>
    );
  }
  return (
    <article className="card pricing-card" aria-labelledby="pricing-schedule-title">
      <h3 id="pricing-schedule-title">{t('schedule.title', { number: cohort.number })}</h3>
      <CohortCountdown cohort={cohort} clock={clock} />
      <ul className="pricing-card__facts">
        <li>{t('schedule.format')}</li>
        {cohort.maxCapacity === undefined ? null : (
          <li>{t('schedule.capacity', { count: cohort.maxCapacity })}</li>
        )}
        {seatsLeft === undefined ? null : (
          <li className="pricing-card__seats">
            {t('sale.seatsLeft', { ns: 'common', count: seatsLeft })}
          </li>
        )}
      </ul>
    </article>
  );
}
