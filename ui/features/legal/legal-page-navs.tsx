import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { useLanguage } from '../../lib/i18n/use-language';
import { LEGAL_DOCUMENTS, type LegalDocumentId } from './legal-documents';

/** A legal page's section as the table of contents lists it. */
interface LegalSectionLink {
  readonly id: string;
  readonly heading: string;
}

/** The on-page table of contents, one link to each `<h2>` section. */
export function LegalContents({
  document,
  sections,
}: {
  readonly document: LegalDocumentId;
  readonly sections: readonly LegalSectionLink[];
}) {
  const { t } = useTranslation('legal');
  return (
    <nav className="legal-toc" aria-labelledby={`${document}-toc`}>
      <p id={`${document}-toc`} className="legal-toc-title">
        {t('common.tableOfContents')}
      </p>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Links to the other two legal documents. */
export function LegalRelated({ document }: { readonly document: LegalDocumentId }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const others = LEGAL_DOCUMENTS.filter((candidate) => candidate.id !== document);
  return (
    <nav className="legal-related" aria-labelledby={`${document}-related`}>
      <p id={`${document}-related`} className="legal-related-title">
        {t('common.relatedDocuments')}
      </p>
      <ul>
        {others.map((other) => (
          <li key={other.id}>
            <Link href={pagePath(language, other.pageId)}>{t(`${other.id}.title`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
