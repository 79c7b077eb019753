import { useTranslation } from 'react-i18next';
import { parseLegalBlocks } from '../../../core/legal/legal-blocks';
import { courseName } from '../../config/course';
import { seller } from '../../config/seller';
import { useLanguage } from '../../lib/i18n/use-language';
import { LegalBlocksView } from './legal-blocks-view';
import type { LegalDocumentId } from './legal-documents';
import { LegalPageLayout, type LegalSectionView } from './legal-page-layout';
import { mailtoHref } from './mailto-href';

/** What a legal page declares: its document and its section ids in order. */
export interface LegalDocumentProps {
  document: LegalDocumentId;
  /** Section ids in page order; each is an anchor and a key under `<document>.sections`. */
  sectionIds: readonly string[];
}

/** One section's texts as `legal.json` holds them. */
interface LegalSectionTexts {
  readonly heading: string;
  readonly body: unknown;
  readonly mailSubject?: string;
  readonly after?: unknown;
}

/** The contact section's e-mail subject; every document has one in the locales. */
function mailSubject(contact: LegalSectionTexts, document: LegalDocumentId): string {
  if (contact.mailSubject === undefined) {
    throw new TypeError(`legal.json: no ${document}.sections.contact.mailSubject`);
  }
  return contact.mailSubject;
}

/** The id of the section that every legal page ends with and that carries the e-mail link. */
const CONTACT_SECTION = 'contact';

/**
 * Renders a legal document from `legal.json`: every section's `heading` and `body` blocks; the
 * contact section also gets a `mailto:` link with the document's own subject (docs/legal.md) and
 * the blocks under `after` (the update notice). `{{email}}` in any text is the seller's one support e-mail, `{{seller}}` its legal name and
 * `{{product}}` the course's configured name (config/site.json).
 */
export function LegalDocument({ document, sectionIds }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const email = seller.supportEmail;
  const language = useLanguage();
  // The document's sections as one object: a section id picked at run time indexes it, where a
  // key built from it could not be checked against the typed keys (ui/lib/i18n/i18next.d.ts).
  const texts: Readonly<Record<string, LegalSectionTexts | undefined>> = t(`${document}.sections`, {
    returnObjects: true,
    email,
    // The seller and the course as configured (docs/legal.md "Seller on the legal pages").
    seller: seller.legalName[language],
    product: courseName[language],
  });
  const section = (id: string): LegalSectionTexts => {
    const found = texts[id];
    if (found === undefined) throw new TypeError(`legal.json: no section ${document}.${id}`);
    return found;
  };
  const sections: LegalSectionView[] = sectionIds.map((id) => ({
    id,
    heading: section(id).heading,
    content: (
      <>
        <LegalBlocksView blocks={parseLegalBlocks(section(id).body, `${id}.body`)} />
        {id === CONTACT_SECTION ? (
          <>
            <p className="legal-contact">
              {t('common.emailLabel')}{' '}
              <a href={mailtoHref(email, mailSubject(section(CONTACT_SECTION), document))}>
                {email}
              </a>
            </p>
            <LegalBlocksView
              blocks={parseLegalBlocks(section(CONTACT_SECTION).after, 'contact.after')}
            />
          </>
        ) : null}
      </>
    ),
  }));
  return <LegalPageLayout document={document} title={t(`${document}.title`)} sections={sections} />;
}
