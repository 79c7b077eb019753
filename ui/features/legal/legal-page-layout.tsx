import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { legalConfig } from '../../config/legal';
import { useLanguage } from '../../lib/i18n/use-language';
import { formatLegalDate } from './format-legal-date';
import type { LegalDocumentId } from './legal-documents';
import { LegalContents, LegalRelated } from './legal-page-navs';
import { LegalSeller } from './legal-seller';
import './legal.css';

/** One top-level section of a legal page: its anchor id, its `<h2>` text and its body. */
export interface LegalSectionView {
  id: string;
  heading: string;
  content: ReactNode;
}

/** What a legal page hands to the shared layout. */
export interface LegalPageLayoutProps {
  document: LegalDocumentId;
  title: string;
  sections: readonly LegalSectionView[];
}

/**
 * The frame shared by the privacy, terms and refund pages (docs/legal.md "Versions and dates"): a
 * back-to-home link, one `<h1>`, the document's configured version and effective date (`<time>`),
 * the seller's legal identity (docs/legal.md "Seller on the legal pages"), an on-page table of
 * contents linking to each `<h2>` section, and links to the other two documents.
 */
export function LegalPageLayout({ document, title, sections }: LegalPageLayoutProps) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const titleId = `${document}-title`;
  const { version, effective } = legalConfig.documents[document];
  return (
    <article className="legal-page" aria-labelledby={titleId}>
      <p className="legal-back">
        <Link href={pagePath(language, 'home')}>{t('common.backToHome')}</Link>
      </p>
      <header className="legal-header">
        <h1 id={titleId}>{title}</h1>
        <p className="legal-effective">
          {t('common.version', { version })} · {t('common.effectiveDate')}{' '}
          <time dateTime={effective}>{formatLegalDate(effective, language)}</time>
        </p>
        <LegalSeller />
      </header>
      <LegalContents document={document} sections={sections} />
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="legal-section"
          aria-labelledby={`${section.id}-heading`}
        >
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.content}
        </section>
      ))}
      <LegalRelated document={document} />
    </article>
  );
}
