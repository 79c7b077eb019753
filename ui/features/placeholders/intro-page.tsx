import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type PageId, pagePath } from '../../../core/site/routes';
import type { Namespace } from '../../lib/i18n/namespaces';
import { useLanguage } from '../../lib/i18n/use-language';

/** What an introduction page shows: its texts' namespace and key prefix, and where it links. */
export interface IntroPageProps {
  readonly ns: Namespace;
  readonly prefix: string;
  readonly links: readonly PageId[];
  readonly values?: Record<string, string>;
}

/**
 * A short, real introduction to a feature that a later issue builds (brief E1 §6): heading, two
 * paragraphs and links to related pages. Link labels live at `<prefix>.links.<pageId>`.
 */
export function IntroPage({ ns, prefix, links, values }: IntroPageProps) {
  const { t } = useTranslation(ns);
  const language = useLanguage();
  return (
    <section className="container page-intro">
      <h1>{t(`${prefix}.title`)}</h1>
      <p className="lead">{t(`${prefix}.lead`, values ?? {})}</p>
      <p>{t(`${prefix}.body`, values ?? {})}</p>
      <div className="actions">
        {links.map((pageId, index) => (
          <Link
            key={pageId}
            className={index === 0 ? 'button button--primary' : 'button button--secondary'}
            href={pagePath(language, pageId)}
          >
            {t(`${prefix}.links.${pageId}`)}
          </Link>
        ))}
      </div>
    </section>
  );
}
