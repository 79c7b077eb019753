import { useTranslation } from 'react-i18next';

/** Label keys of the skills the course teaches, in display order. */
const SKILL_KEYS = [
  'footer.skills.careerStrategy',
  'footer.skills.personalBranding',
  'footer.skills.negotiation',
  'footer.skills.leadership',
  'footer.skills.incomeStreams',
  'footer.skills.investing',
  'footer.skills.networking',
] as const;

/**
 * The footer's list of skills taught in the course (docs/site.md "Navigation and layout"). A plain
 * group, not a region: its heading repeats the home page's "What you will learn" section, and two
 * landmarks of one name leave a screen-reader user guessing which is which.
 */
export function FooterSkills() {
  const { t } = useTranslation('common');
  return (
    <div className="site-footer__section">
      <h2 id="footer-skills" className="site-footer__heading">
        {t('footer.skills.heading')}
      </h2>
      <ul className="site-footer__list">
        {SKILL_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </div>
  );
}
