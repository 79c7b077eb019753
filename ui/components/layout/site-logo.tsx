import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { useLanguage } from '../../lib/i18n/use-language';
import { LogoMark } from '../icons/logo-mark';

/**
 * The logo: a mark plus the wordmark in the page language (Georgian or English), linking to the
 * language's home page (docs/site.md "Navigation and layout": "the logo differs by language").
 */
export function SiteLogo() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <Link href={pagePath(language, 'home')} className="site-logo" aria-label={t('brand.homeLabel')}>
      <LogoMark className="site-logo__mark" />
      <span className="site-logo__wordmark">{t('brand.name')}</span>
    </Link>
  );
}
