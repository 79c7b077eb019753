import { useTranslation } from 'react-i18next';
import { quoteAt } from '../../../core/pricing/price-at';
import type { Cohort } from '../../../core/site-config/site-config';
import { useScheduling } from '../../components/scheduling/scheduling-context';
import { siteCohorts } from '../../config/site-cohorts';
import type { Catalogue } from '../../lib/catalogue/catalogue';
import { useTickingNow } from '../../lib/catalogue/use-ticking-now';
import { PricingFeaturesCard } from './pricing-features-card';
import { PricingPaymentCard } from './pricing-payment-card';
import { PricingScheduleCard } from './pricing-schedule-card';
import { useCohortOffer } from './use-cohort-offer';
import './course-sections.css';
import './pricing-hero.css';

/** The analytics source of the call-request button (docs/site.md "Landing sections"). */
export const PRICING_HERO_SOURCE = 'pricing_hero';

/** Props of the pricing hero; the cohorts default to the build's configuration. */
export interface PricingHeroSectionProps {
  readonly cohorts?: readonly Cohort[];
  /** Where the server catalogue comes from (tests pass their own). */
  readonly loadCatalogue?: () => Promise<Catalogue | undefined>;
}

/**
 * The pricing hero (anchor `pricing`; docs/purchase.md "Course and price"): prerendered with the
 * build's latest cohort at its regular price and no Buy button; once hydrated, the server catalogue
 * decides sale, prices and clock.
 */
export function PricingHeroSection({
  cohorts = siteCohorts,
  loadCatalogue,
}: PricingHeroSectionProps) {
  const { t } = useTranslation('pricing_hero');
  const scheduling = useScheduling();
  const { view, clock, minute } = useCohortOffer(cohorts, loadCatalogue);
  const cohort = view.cohort;
  const now = useTickingNow(clock, cohort?.earlyBirdDeadline);
  // One rule for the server and the browser: core's quoteAt with the offered cohort's own prices,
  // at the server's time once known, before that at the instant the page was rendered for.
  const priceAt = now ?? minute;
  const quote = cohort ? quoteAt(priceAt ?? cohort.earlyBirdDeadline, cohort) : undefined;
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
          <PricingScheduleCard
            cohort={cohort}
            clock={clock}
            seatsLeft={view.status === 'known' ? view.sale.seatsLeft : undefined}
          />
          <PricingPaymentCard quote={quote} now={now} view={view} />
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
