import { useTranslation } from 'react-i18next';
import { GuaranteeConditionsNote } from '../../components/guarantee/guarantee-conditions';
import { claimTexts } from '../../config/claim-texts';
import { useLanguage } from '../../lib/i18n/use-language';

/** The course's fixed facts (30-day guarantee, 8 weeks, small cohort), their figures in the copy. */
const FIXED_ITEMS = ['guarantee', 'weeks', 'cohort'] as const;

/**
 * The trust badges band (docs/site.md "Landing sections"): the configured students and rating
 * claims, each only with a basis (docs/site.md "Claims"), then the course's fixed facts; the
 * guarantee links to its conditions.
 */
export function TrustBadgesSection() {
  const { t } = useTranslation('landing');
  const { students, rating } = claimTexts[useLanguage()];
  const items = [
    ...(students === undefined
      ? []
      : [{ key: 'students', value: students, label: t('trust.items.students.label') }]),
    ...(rating === undefined
      ? []
      : [
          {
            key: 'rating',
            value: rating.figure,
            label: t('trust.items.rating.label', {
              respondents: rating.respondents,
              year: rating.year,
            }),
          },
        ]),
    ...FIXED_ITEMS.map((key) => ({
      key,
      value: t(`trust.items.${key}.value`),
      label: t(`trust.items.${key}.label`),
    })),
  ];
  return (
    <section className="home-section" id="trust" aria-labelledby="trust-title">
      <div className="container">
        <h2 id="trust-title">{t('trust.title')}</h2>
        <ul className="trust-badges">
          {items.map((item) => (
            <li key={item.key} className="trust-badge">
              <strong className="trust-badge__value">{item.value}</strong>
              <span className="trust-badge__label">
                {item.label}
                {item.key === 'guarantee' ? <GuaranteeConditionsNote /> : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
