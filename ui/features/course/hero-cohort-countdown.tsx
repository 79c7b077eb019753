import { useTranslation } from 'react-i18next';
import { siteCohorts } from '../../config/site-cohorts';
import { CohortCountdown } from './cohort-countdown';
import { useCohortOffer } from './use-cohort-offer';

/**
 * The landing hero's cohort countdown with the registration button beside it (docs/site.md "Landing
 * sections"): the same countdown as the pricing card, on the same cohort and clock. Prerendered with
 * `--` in fixed-width boxes and the start date, so nothing moves when the clock arrives. The button
 * leads to the pricing section, where the cohort is bought or, when it is not on sale, why and the
 * waiting list are shown.
 */
export function HeroCohortCountdown() {
  const { t } = useTranslation(['pricing_hero', 'common']);
  const { view, clock } = useCohortOffer(siteCohorts);
  const cohort = view.cohort;
  // Every seat taken: the button leads to the waiting list, not to a registration that is refused.
  const full = view.status === 'known' && view.sale.state === 'full';
  if (cohort === undefined) {
    // Registration closed for good: the box stays (no layout shift) and says what comes next.
    return (
      <div className="hero-countdown">
        <p className="countdown__label">{t('sale.nextCohort', { ns: 'common' })}</p>
        <p>{t('sale.datesSoon', { ns: 'common' })}</p>
      </div>
    );
  }
  return (
    <div className="hero-countdown">
      <CohortCountdown cohort={cohort} clock={clock} />
      <a className="button button--secondary hero-countdown__cta" href="#pricing">
        {full ? t('heroCountdown.waitlistCta') : t('heroCountdown.cta', { number: cohort.number })}
      </a>
    </div>
  );
}
