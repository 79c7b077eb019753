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

/** The footer's list of skills taught in the course (docs/site.md "Navigation and layout"). */
export function FooterSkills() {
  const { t } = useTranslation('common');
  return (
    <section className="site-footer__section" aria-labelledby="footer-skills">
      <h2 id="footer-skills" className="site-footer__heading">
        {t('footer.skills.heading')}
      </h2>
      <ul className="site-footer__list">
        {SKILL_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
