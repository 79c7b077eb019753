import { useTranslation } from 'react-i18next';
import { SITE_INFO } from '../../../core/site/site-info';
import { parseLegalBlocks } from './legal-blocks';
import { LegalBlocksView } from './legal-blocks-view';
import type { LegalDocumentId } from './legal-documents';
import { LegalPageLayout, type LegalSectionView } from './legal-page-layout';
import { mailtoHref } from './mailto-href';

/** What a legal page declares: its document, its section ids in order and an optional date. */
export interface LegalDocumentProps {
  document: LegalDocumentId;
  /** Section ids in page order; each is an anchor and a key under `<document>.sections`. */
  sectionIds: readonly string[];
  effectiveDate?: string | undefined;
}

/** The id of the section that every legal page ends with and that carries the e-mail link. */
const CONTACT_SECTION = 'contact';

/**
 * Renders a legal document from `legal.json`: every section's `heading` and `body` blocks; the
 * contact section also gets a `mailto:` link with the document's own subject (docs/legal.md) and
 * the blocks under `after` (the update notice). `{{email}}` in any text is the site's contact e-mail.
 */
export function LegalDocument({ document, sectionIds, effectiveDate }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const email = SITE_INFO.contactEmail;
  const blocks = (key: string) =>
    parseLegalBlocks(t(`${document}.sections.${key}`, { returnObjects: true, email }), key);
  const sections: LegalSectionView[] = sectionIds.map((id) => ({
    id,
    heading: t(`${document}.sections.${id}.heading`),
    content: (
      <>
        <LegalBlocksView blocks={blocks(`${id}.body`)} />
        {id === CONTACT_SECTION ? (
          <>
            <p className="legal-contact">
              {t('common.emailLabel')}{' '}
              <a href={mailtoHref(email, t(`${document}.sections.contact.mailSubject`))}>{email}</a>
            </p>
            <LegalBlocksView blocks={blocks('contact.after')} />
          </>
        ) : null}
      </>
    ),
  }));
  return (
    <LegalPageLayout
      document={document}
      title={t(`${document}.title`)}
      effectiveDate={effectiveDate}
      sections={sections}
    />
  );
}
