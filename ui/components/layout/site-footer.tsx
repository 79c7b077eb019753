import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../core/site/routes';
import { seller } from '../../config/seller';
import { usePageTime } from '../../lib/clock/use-page-time';
import { useLanguage } from '../../lib/i18n/use-language';
import { BUILD_YEAR } from './build-year';
import { FooterLegalLinks } from './footer-legal-links';
import { FooterQuickNav } from './footer-quick-nav';
import { FooterSkills } from './footer-skills';
import { FooterSocialLinks } from './footer-social-links';
import { PaymentBadges } from './payment-badges';
import './site-footer.css';
import { tbilisiCalendarDay } from '../../../core/time/tbilisi-time';

/**
 * The site footer (docs/site.md "Navigation and layout"): brand and social links, quick links to the landing
 * sections, skills list, the seller's support e-mail and registration (config/site.json), legal links, payment badges and
 * copyright. The year is Tbilisi's at the instant the page was rendered for (the server renders again
 * at New Year), then on the visitor's clock; the build's year only where no instant is known.
 */
export function SiteFooter({ year }: { year?: number }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const minute = usePageTime();
  const shownYear = year ?? (minute ? tbilisiCalendarDay(minute).year : BUILD_YEAR);
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div className="site-footer__section">
          <p className="site-footer__brand">{t('brand.name')}</p>
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <FooterSocialLinks />
        </div>
        <FooterQuickNav />
        <FooterSkills />
        <section className="site-footer__section" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contact.heading')}
          </h2>
          <p>
            <a className="site-footer__link" href={`mailto:${seller.supportEmail}`}>
              {seller.supportEmail}
            </a>
          </p>
          {/* The exit-intent offer needs JavaScript; without it, its page takes the e-mail
              (docs/webinar.md "Leads and exit intent"). Browsers with scripting never show this. */}
          <noscript>
            <p>
              {t('checklistPage.noscriptLead')}{' '}
              <a className="site-footer__link" href={pagePath(language, 'career-checklist')}>
                {t('checklistPage.noscriptLink')}
              </a>
            </p>
          </noscript>
          <p className="site-footer__seller">
            {seller.legalName[language]}, {seller.legalForm[language]}
            <br />
            {t('footer.contact.identificationCode', { code: seller.identificationCode })}
            <br />
            {seller.legalAddress[language]}
          </p>
        </section>
        <FooterLegalLinks />
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__copyright">{t('footer.copyright', { year: shownYear })}</p>
        <PaymentBadges />
      </div>
    </footer>
  );
}
