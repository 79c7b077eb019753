import { useTranslation } from 'react-i18next';
import { type CohortConfig, DEFAULT_COHORT } from '../../../core/cohort/cohort';
import { quoteAt } from '../../../core/pricing/price-at';
import { useScheduling } from '../../components/scheduling/scheduling-context';
import { useHydratedNow } from '../../lib/cohort/use-hydrated-now';
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
}

/**
 * The pricing hero (anchor `pricing`): schedule, payment and features cards and a call-request
 * button (spec part 1 §2). Until the page has hydrated the price is quoted at the early-bird
 * deadline, i.e. the regular price: the prerendered HTML never promises a lower price than the
 * checkout will charge, and the visitor's clock then shows the early-bird price if it still holds.
 */
export function PricingHeroSection({ cohort = DEFAULT_COHORT }: PricingHeroSectionProps) {
  const { t } = useTranslation('pricing_hero');
  const scheduling = useScheduling();
  const now = useHydratedNow();
  const quote = quoteAt(now ?? cohort.earlyBirdDeadline, cohort);
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
          <PricingScheduleCard cohort={cohort} />
          <PricingPaymentCard quote={quote} />
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
