import { useTranslation } from 'react-i18next';
import type { ClaimTexts } from '../../../core/site/format-claim';
import { claimTexts } from '../../config/claim-texts';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * The hero's trust badges (docs/site.md "Landing sections"): the students claim with a long label on
 * wider screens and a short one on mobile (both rendered, one shown by CSS, so the HTML is the same
 * for every device), the average monthly income and the partner universities (generic copy;
 * university names are not given). Every figure is the configured claim (docs/site.md "Claims").
 */
const BADGES = [
  { key: 'professionals', claim: 'students', className: 'hero-badge hero-badge--wide-only' },
  {
    key: 'professionalsMobile',
    claim: 'students',
    className: 'hero-badge hero-badge--narrow-only',
  },
  { key: 'income', claim: 'averageMonthlyIncome', className: 'hero-badge' },
  { key: 'partners', claim: 'partnerUniversities', className: 'hero-badge' },
] as const satisfies readonly { key: string; claim: keyof ClaimTexts; className?: string }[];

/** The badges row at the top of the hero's left column. */
export function HeroBadges() {
  const { t } = useTranslation('landing');
  const figures = claimTexts[useLanguage()];
  return (
    <ul className="hero-badges" aria-label={t('hero.badgesLabel')}>
      {BADGES.map((badge) => (
        <li key={badge.key} className={badge.className}>
          <strong className="hero-badge__value">{figures[badge.claim]}</strong>{' '}
          <span className="hero-badge__label">{t(`hero.badges.${badge.key}.label`)}</span>
        </li>
      ))}
    </ul>
  );
}
