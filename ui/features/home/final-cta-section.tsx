import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../../components/dialog/reduced-motion';
import {
  browserScrollTarget,
  scrollToRegistrationForm,
} from '../../components/timeline/scroll-to-registration-form';
import { trackEvent } from '../../lib/tracking/track-event';
import { readTitledItems } from './titled-items';

/** The closing call to action (docs/site.md "Landing sections"): scrolls smoothly to the form, or to the top without one. */
export function FinalCtaSection() {
  const { t } = useTranslation('landing');
  const benefits = readTitledItems(t('finalCta.benefits', { returnObjects: true }));
  function goToForm() {
    trackEvent('scroll_to_registration', { source: 'final_cta_section' });
    scrollToRegistrationForm(browserScrollTarget(), prefersReducedMotion());
  }
  return (
    <section className="home-section final-cta" id="final-cta" aria-labelledby="final-cta-title">
      <div className="container final-cta__inner">
        <h2 id="final-cta-title">{t('finalCta.title')}</h2>
        <p className="lead">{t('finalCta.description')}</p>
        <ul className="final-cta__benefits">
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <strong>{benefit.title}</strong> <span>{benefit.description}</span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--primary final-cta__button"
          onClick={goToForm}
        >
          {t('finalCta.button')}
        </button>
      </div>
    </section>
  );
}
