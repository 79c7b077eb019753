import { useTranslation } from 'react-i18next';

/** The marketing claims the spec allows (docs/purchase.md "Cohorts"): 30+ students, 4.8/5, 30-day guarantee, 8 weeks, small cohort. */
const TRUST_ITEMS = ['students', 'rating', 'guarantee', 'weeks', 'cohort'] as const;

/** The trust badges band (docs/purchase.md "Cohorts"). */
export function TrustBadgesSection() {
  const { t } = useTranslation('landing');
  return (
    <section className="home-section" id="trust" aria-labelledby="trust-title">
      <div className="container">
        <h2 id="trust-title">{t('trust.title')}</h2>
        <ul className="trust-badges">
          {TRUST_ITEMS.map((item) => (
            <li key={item} className="trust-badge">
              <strong className="trust-badge__value">{t(`trust.items.${item}.value`)}</strong>
              <span className="trust-badge__label">{t(`trust.items.${item}.label`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
