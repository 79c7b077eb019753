import { useTranslation } from 'react-i18next';

/**
 * The hero's trust badges (docs/site.md "Landing sections"): 50+ professionals on wider screens and 30+ on mobile
 * (both rendered, one shown by CSS, so the HTML is the same for every device), $15K+ average monthly
 * income, and the partner-universities badge (generic copy; university names are not given).
 */
const BADGES = [
  { key: 'professionals', className: 'hero-badge hero-badge--wide-only' },
  { key: 'professionalsMobile', className: 'hero-badge hero-badge--narrow-only' },
  { key: 'income', className: 'hero-badge' },
  { key: 'partners', className: 'hero-badge' },
] as const;

/** The badges row at the top of the hero's left column. */
export function HeroBadges() {
  const { t } = useTranslation('landing');
  return (
    <ul className="hero-badges" aria-label={t('hero.badgesLabel')}>
      {BADGES.map((badge) => (
        <li key={badge.key} className={badge.className}>
          <strong className="hero-badge__value">{t(`hero.badges.${badge.key}.value`)}</strong>{' '}
          <span className="hero-badge__label">{t(`hero.badges.${badge.key}.label`)}</span>
        </li>
      ))}
    </ul>
  );
}
