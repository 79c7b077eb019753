import { useTranslation } from 'react-i18next';
import { siteCohorts } from '../../config/site-cohorts';
import { CohortCountdown } from './cohort-countdown';
import { useCohortOffer } from './use-cohort-offer';

/**
 * The hero's cohort countdown and its button to the pricing section (docs/site.md
 * "Landing sections"): the pricing card's countdown, on the same cohort and clock, prerendered with
 * `--` in fixed-width boxes so nothing moves when the clock arrives.
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
