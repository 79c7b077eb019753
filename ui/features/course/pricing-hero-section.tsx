import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CohortConfig, DEFAULT_COHORT } from '../../../core/cohort/cohort';
import { quoteAt } from '../../../core/pricing/price-at';
import { useScheduling } from '../../components/scheduling/scheduling-context';
import { type Catalogue, serverClock } from '../../lib/catalogue/catalogue';
import { useCatalogue } from '../../lib/catalogue/use-catalogue';
import { useTickingNow } from '../../lib/catalogue/use-ticking-now';
import { systemNow } from '../../lib/cohort/system-now';
import { PricingFeaturesCard } from './pricing-features-card';
import { PricingPaymentCard } from './pricing-payment-card';
import { PricingScheduleCard } from './pricing-schedule-card';
import './course-sections.css';
import './pricing-hero.css';

/** The analytics source of the call-request button (issue 3, L2 brief). */
export const PRICING_HERO_SOURCE = 'pricing_hero';

/** Props of the pricing hero; the cohort defaults to the one configured in core. */
export interface PricingHeroSectionProps {
  readonly cohort?: CohortConfig;
  /** Where the server catalogue comes from (tests pass their own). */
  readonly loadCatalogue?: () => Promise<Catalogue | undefined>;
}

/**
 * The pricing hero (anchor `pricing`): schedule, payment and features cards and a call-request
 * button (docs/purchase.md "Cohorts"). The prerendered HTML carries the build-time cohort and the regular price
 * (never promising a lower price than the checkout may charge) with `--` in the countdown. Once the
 * section hydrates it fetches the server catalogue (issue 4): cohort, prices and the server's clock,
 * so every visitor counts down to the same instant and the price switches the second the early-bird
 * deadline passes. If the catalogue cannot be had, the build-time figures stay and the browser's
 * clock stands in.
 */
export function PricingHeroSection({
  cohort: buildCohort = DEFAULT_COHORT,
  loadCatalogue,
}: PricingHeroSectionProps) {
  const { t } = useTranslation('pricing_hero');
  const scheduling = useScheduling();
  const state = useCatalogue(loadCatalogue);
  const catalogue = state.status === 'ready' ? state.catalogue : undefined;
  const cohort = catalogue?.cohort ?? buildCohort;
  const offset = catalogue?.serverOffsetMs;
  const clock = useMemo(
    () =>
      offset !== undefined
        ? serverClock(offset)
        : state.status === 'failed'
          ? systemNow
          : undefined,
    [offset, state.status],
  );
  const deadline = catalogue?.prices.earlyBirdDeadline ?? cohort.earlyBirdDeadline;
  const now = useTickingNow(clock, deadline);
  // One rule for the server and the browser: core's quoteAt, with the catalogue's figures once known.
  const quote = catalogue
    ? quoteAt(now ?? deadline, catalogue.prices, catalogue.prices)
    : quoteAt(now ?? deadline, cohort);
  return (
    <section
      id="pricing"
      className="course-section course-section--tinted pricing-hero"
      aria-labelledby="pricing-title"
    >
      <div className="container">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h2 id="pricing-title">{t('title')}</h2>
        <p className="lead">{t('lead')}</p>
        <div className="pricing-hero__cards">
          <PricingScheduleCard cohort={cohort} clock={clock} />
          <PricingPaymentCard quote={quote} now={now} />
          <PricingFeaturesCard />
        </div>
        <div className="pricing-hero__call">
          <p>{t('callRequest.prompt')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => scheduling.open(PRICING_HERO_SOURCE)}
          >
            {t('callRequest.cta')}
          </button>
        </div>
      </div>
    </section>
  );
}
