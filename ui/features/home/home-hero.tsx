import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionAhead } from '../../lib/webinar/use-session-ahead';
import { HeroBadges } from './hero-badges';

/** The four key benefits the hero lists (docs/site.md "Landing sections"). */
const BENEFITS = ['income', 'career', 'investing', 'branding'] as const;

/**
 * The landing hero (docs/site.md "Landing sections"): its registration button is a plain link to
 * the form's anchor, so a phone's first screen has a call to action that works before any script.
 * The timeline, the form and the countdown belong to other features, so the page passes them in.
 */
export function HomeHero({
  timeline,
  form,
  countdown,
}: {
  readonly timeline: ReactNode;
  readonly form: ReactNode;
  readonly countdown?: ReactNode;
}) {
  const { t } = useTranslation('landing');
  const sessionAhead = useSessionAhead();
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="container home-hero__grid">
        <div className="home-hero__intro">
          <HeroBadges />
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p className="home-hero__actions">
            <a className="button button--primary" href="#registration-form">
              {t('hero.registerCta')}
            </a>
          </p>
          <p className="lead">{t('hero.description')}</p>
          <h2 className="home-hero__benefits-title">{t('hero.benefitsTitle')}</h2>
          <ul className="home-hero__benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="home-hero__benefit">
                <strong>{t(`hero.benefits.${benefit}.title`)}</strong>
                <span>{t(`hero.benefits.${benefit}.description`)}</span>
              </li>
            ))}
          </ul>
          {countdown}
        </div>
        <div className="home-hero__timeline">{timeline}</div>
        <section
          id="registration-form"
          className="home-hero__form registration-card"
          aria-labelledby="registration-form-title"
        >
          <h2 id="registration-form-title" className="registration-card__title">
            {t(sessionAhead ? 'hero.formTitle' : 'hero.formWaitlistTitle')}
          </h2>
          {form}
        </section>
      </div>
    </section>
  );
}
