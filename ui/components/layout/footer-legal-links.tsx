import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type PageId, pagePath } from '../../../core/site/routes';
import { OPEN_CONSENT_SETTINGS_EVENT } from '../../lib/consent/consent-events';
import { useLanguage } from '../../lib/i18n/use-language';

/** The legal pages (docs/legal.md) with their label keys. */
const LEGAL_PAGES = [
  { pageId: 'privacy-policy', labelKey: 'footer.legal.privacy' },
  { pageId: 'terms-of-service', labelKey: 'footer.legal.terms' },
  { pageId: 'refund-policy', labelKey: 'footer.legal.refund' },
] as const satisfies readonly { pageId: PageId; labelKey: string }[];

/**
 * Links to the privacy policy, terms of service and refund policy in the current language, and the
 * "Cookie settings" button that reopens the consent choice at any time (docs/legal.md "Consent to tracking").
 */
export function FooterLegalLinks() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <nav className="site-footer__section" aria-labelledby="footer-legal">
      <h2 id="footer-legal" className="site-footer__heading">
        {t('footer.legal.heading')}
      </h2>
      <ul className="site-footer__list">
        {LEGAL_PAGES.map((page) => (
          <li key={page.pageId}>
            <Link href={pagePath(language, page.pageId)} className="site-footer__link">
              {t(page.labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="site-footer__link site-footer__link-button"
            onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT))}
          >
            {t('footer.legal.cookieSettings')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
