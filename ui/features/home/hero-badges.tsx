import { useTranslation } from 'react-i18next';
import { claimTexts } from '../../config/claim-texts';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * The hero's trust badges (docs/site.md "Landing sections"), each the configured claim in the
 * wording its basis supports, none without one (docs/site.md "Claims"). Both students labels are
 * rendered and CSS shows one, so the HTML is the same on every device.
 */
export function HeroBadges() {
  const { t } = useTranslation('landing');
  const figures = claimTexts[useLanguage()];
  const { students, averageMonthlyIncome: income, partnerUniversities: partners } = figures;
  const badges = [
    ...(students === undefined
      ? []
      : [
          {
            key: 'professionals',
            value: students,
            label: t('hero.badges.professionals.label'),
            className: 'hero-badge hero-badge--wide-only',
          },
          {
            key: 'professionalsMobile',
            value: students,
            label: t('hero.badges.professionalsMobile.label'),
            className: 'hero-badge hero-badge--narrow-only',
          },
        ]),
    ...(income === undefined
      ? []
      : [
          {
            key: 'income',
            value: income.figure,
            label: t(`hero.badges.income.${income.measure}`, {
              respondents: income.respondents,
              year: income.year,
            }),
            className: 'hero-badge',
          },
        ]),
    ...(partners === undefined
      ? []
      : [
          {
            key: 'partners',
            value: partners.count,
            label: t('hero.badges.partners.label', {
              count: partners.total,
              names: partners.names,
            }),
            className: 'hero-badge',
          },
        ]),
  ];
  if (badges.length === 0) return null;
  return (
    <ul className="hero-badges" aria-label={t('hero.badgesLabel')}>
      {badges.map((badge) => (
        <li key={badge.key} className={badge.className}>
          <strong className="hero-badge__value">{badge.value}</strong>{' '}
          <span className="hero-badge__label">{badge.label}</span>
        </li>
      ))}
    </ul>
  );
}
