import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { useLanguage } from '../../lib/i18n/use-language';
import { scrollToSection } from './scroll-to-section';

/** Landing-page anchors the footer jumps to (docs/site.md "Navigation and layout"), with their label keys. */
const QUICK_NAV = [
  { anchor: 'instructor-bio', labelKey: 'footer.quickNav.instructor' },
  { anchor: 'curriculum', labelKey: 'footer.quickNav.curriculum' },
  { anchor: 'pricing', labelKey: 'footer.quickNav.pricing' },
  { anchor: 'faq', labelKey: 'footer.quickNav.faq' },
] as const;

/**
 * Quick links to the landing sections. They are real links to `/{lang}#anchor`, so from another page
 * they load the home page at the section; on the home page a click scrolls smoothly instead, and when
 * the section is not on the page the ordinary hash link behaviour is left alone.
 */
export function FooterQuickNav() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [pathname] = useLocation();
  const home = pagePath(language, 'home');
  const onHome = pathname.replace(/\/+$/, '') === home;

  const jump = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    if (!onHome) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!scrollToSection(anchor, document, reduceMotion)) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${anchor}`);
  };

  return (
    <nav className="site-footer__section" aria-labelledby="footer-quick-nav">
      <h2 id="footer-quick-nav" className="site-footer__heading">
        {t('footer.quickNav.heading')}
      </h2>
      <ul className="site-footer__list">
        {QUICK_NAV.map((item) => (
          <li key={item.anchor}>
            <a
              className="site-footer__link"
              href={`${home}#${item.anchor}`}
              onClick={(event) => jump(event, item.anchor)}
            >
              {t(item.labelKey)}
            </a>
          </li>
        ))}
        {/* The registration page's own way in: nothing else on a page leads there directly
            (docs/site.md "Navigation and layout"). */}
        <li>
          <Link className="site-footer__link" href={pagePath(language, 'webinar-registration')}>
            {t('footer.quickNav.webinarRegistration')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
