import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { useLanguage } from '../../lib/i18n/use-language';

/** The 404 page (docs/site.md "Languages"): "Oops! Page not found" and a link home in the page's language. */
export function NotFoundPage() {
  const { t } = useTranslation('meta');
  const language = useLanguage();
  return (
    <section className="container page-intro">
      <h1>{t('notFound.heading')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      <Link className="button button--primary" href={pagePath(language, 'home')}>
        {t('notFound.homeLink')}
      </Link>
    </section>
  );
}
