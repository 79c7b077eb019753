import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ConsentChoice } from '../../../core/consent/tracking-consent';
import { pagePath } from '../../../core/site/routes';
import { useLanguage } from '../../lib/i18n/use-language';
import { type ConsentChoiceState, useConsentChoice } from './use-consent-choice';
import './consent-banner.css';

/** Props: opened from the footer (categories shown, focus moved in), and what to do once chosen. */
export interface ConsentBannerProps {
  readonly fromFooter: boolean;
  readonly onClose: () => void;
}

const CATEGORIES = ['analytics', 'advertising'] as const satisfies readonly (keyof ConsentChoice)[];

/** The "Choose" step: one unticked checkbox per category, with what it measures. */
function ConsentCategories({ consent }: { readonly consent: ConsentChoiceState }) {
  const { t } = useTranslation('common');
  return (
    <fieldset className="consent-banner__categories">
      <legend className="consent-banner__legend">{t('consent.categories')}</legend>
      {CATEGORIES.map((category) => (
        <label key={category} className="consent-banner__category">
          <input
            type="checkbox"
            name={category}
            checked={consent.choice[category]}
            onChange={(event) => consent.tick(category, event.target.checked)}
          />
          <span>
            <strong>{t(`consent.${category}.label`)}</strong>
            <span className="consent-banner__description">
              {t(`consent.${category}.description`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** "Reject all" and "Accept all", equally prominent, then "Choose" or, while choosing, "Save". */
function ConsentActions({ consent }: { readonly consent: ConsentChoiceState }) {
  const { t } = useTranslation('common');
  return (
    <div className="consent-banner__actions">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => consent.decide({ analytics: false, advertising: false })}
      >
        {t('consent.rejectAll')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => consent.decide({ analytics: true, advertising: true })}
      >
        {t('consent.acceptAll')}
      </button>
      {consent.choosing ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => consent.decide(consent.choice)}
        >
          {t('consent.save')}
        </button>
      ) : (
        <button type="button" className="button button--secondary" onClick={consent.choose}>
          {t('consent.choose')}
        </button>
      )}
    </div>
  );
}

/**
 * The consent choice (docs/legal.md "Consent to tracking"): a labelled region fixed to the bottom of
 * the window, with "Reject all" and "Accept all" side by side and equally prominent, and a
 * "Choose" step with one unticked checkbox per category. Keyboard: every control is a native
 * button or checkbox; Escape closes it when the footer opened it (the stored choice stays).
 */
export default function ConsentBanner({ fromFooter, onClose }: ConsentBannerProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const headingId = useId();
  const consent = useConsentChoice(fromFooter, onClose);
  return (
    <section
      className="consent-banner"
      aria-labelledby={headingId}
      lang={language}
      onKeyDown={consent.keyDown}
    >
      <h2 id={headingId} className="consent-banner__title" ref={consent.heading} tabIndex={-1}>
        {t('consent.title')}
      </h2>
      <p className="consent-banner__text">
        {t('consent.text')}{' '}
        <Link href={pagePath(language, 'privacy-policy')} className="consent-banner__link">
          {t('consent.privacyLink')}
        </Link>
      </p>
      {consent.choosing ? <ConsentCategories consent={consent} /> : null}
      <ConsentActions consent={consent} />
    </section>
  );
}
