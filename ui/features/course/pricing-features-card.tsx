import { useTranslation } from 'react-i18next';
import { GuaranteeConditionsNote } from '../../components/guarantee/guarantee-conditions';

/** What the price includes; each item is a fact from docs/purchase.md "Course and price". */
const FEATURES = ['live', 'cohort', 'guarantee', 'access', 'materials', 'certificate'] as const;

/** The features card of the pricing hero. */
export function PricingFeaturesCard() {
  const { t } = useTranslation('pricing_hero');
  return (
    <article className="card pricing-card" aria-labelledby="pricing-features-title">
      <h3 id="pricing-features-title">{t('features.title')}</h3>
      <ul className="check-list">
        {FEATURES.map((feature) => (
          <li key={feature}>
            {t(`features.items.${feature}`)}
            {feature === 'guarantee' ? <GuaranteeConditionsNote /> : null}
          </li>
        ))}
      </ul>
    </article>
  );
}
