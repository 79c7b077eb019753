import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { useLanguage } from '../../lib/i18n/use-language';
import { NAV_ITEMS } from './nav-items';

/** Removes a trailing slash so `/en/webinar/` still marks the webinar link as current. */
function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The header's page links (docs/site.md "Navigation and layout"), prefixed with the current language; the link of the page
 * being shown carries `aria-current="page"`.
 */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [pathname] = useLocation();
  const current = normalisePath(pathname);

  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        {NAV_ITEMS.map((item) => {
          const href = pagePath(language, item.pageId);
          return (
            <li key={item.pageId}>
              <Link
                href={href}
                className="main-nav__link"
                aria-current={href === current ? 'page' : undefined}
                {...(onNavigate ? { onClick: onNavigate } : {})}
              >
                {t(item.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
