import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { useLanguage } from '../../lib/i18n/use-language';

/** The four key benefits the hero lists (spec part 1 §2 "Hero"). */
const BENEFITS = ['income', 'career', 'investing', 'branding'] as const;

/** The landing hero: what the course is, for whom, and the two next steps (webinar, purchase). */
export function HomeHero() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p className="lead">{t('hero.description')}</p>
        <div className="actions">
          <Link className="button button--primary" href={pagePath(language, 'webinar')}>
            {t('hero.ctaWebinar')}
          </Link>
          <Link className="button button--secondary" href={pagePath(language, 'checkout')}>
            {t('hero.ctaPurchase')}
          </Link>
        </div>
        <ul className="facts">
          <li>{t('hero.facts.guarantee')}</li>
          <li>{t('hero.facts.rating')}</li>
          <li>{t('hero.facts.cohort')}</li>
        </ul>
      </div>
      <div className="container">
        <h2>{t('benefits.title')}</h2>
        <ul className="card-grid">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="card">
              <h3>{t(`benefits.items.${benefit}.title`)}</h3>
              <p>{t(`benefits.items.${benefit}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
