import { useTranslation } from 'react-i18next';
import { siteCohorts } from '../../config/site-cohorts';
import { SIMULATED_SPOTS_LEFT, simulatedTimeLeft } from './calendar-hero-simulation';
import { useSimulatedCounters } from './use-simulated-counters';

/** The cap of the latest configured cohort, shown as the honest urgency fact (docs/purchase.md). */
const cohortCap = () => Math.max(...siteCohorts.slice(-1).map((cohort) => cohort.maxCapacity));

/** The simulated banner: spots left, a countdown and the bookings counter, all simulated. */
function SimulatedUrgency() {
  const { t } = useTranslation('calendar_hero');
  const counters = useSimulatedCounters(true);
  const left = simulatedTimeLeft(counters.minutesLeft);
  return (
    <>
      <p className="calendar-hero__urgency-line">
        {t('urgency.spotsLeft', { count: SIMULATED_SPOTS_LEFT })}
      </p>
      <p className="calendar-hero__urgency-line" role="timer">
        {t('urgency.endsIn', { hours: left.hours, minutes: left.minutes })}
      </p>
      <p className="calendar-hero__urgency-line">
        {t('urgency.bookedToday', { count: counters.bookedToday })}
      </p>
    </>
  );
}

/**
 * The urgency banner. By default it states a real fact (the cohort cap); the spec's simulated
 * scarcity shows only when `simulated` is set, because showing made-up numbers to buyers is
 * misleading (docs/webinar.md "Calendar hero" calls them "not real data"; docs/decisions.md).
 */
export function CalendarHeroUrgency({ simulated }: { readonly simulated: boolean }) {
  const { t } = useTranslation('calendar_hero');
  return (
    <aside className="calendar-hero__urgency" aria-label={t('urgency.label')}>
      {simulated ? (
        <SimulatedUrgency />
      ) : (
        <p className="calendar-hero__urgency-line">{t('urgency.facts', { count: cohortCap() })}</p>
      )}
    </aside>
  );
}
