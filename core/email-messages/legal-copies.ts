import type { Language } from '../language/languages';
import {
  type LegalCopyDocument,
  type LegalCopyFacts,
  legalDocumentText,
} from '../legal/legal-document-text';
import type { EmailAttachment } from '../ports/email-sender';

/**
 * The terms and the refund policy in a durable form (docs/messaging.md "E-mail messages"): the
 * order's confirmation carries them as text files named with their version.
 */

/** One legal document as the server rendered it for the message: its version and its text. */
export interface LegalCopy {
  readonly document: LegalCopyDocument;
  readonly language: Language;
  readonly version: string;
  /** `YYYY-MM-DD`. */
  readonly effective: string;
  readonly text: string;
}

/**
 * The languages a buyer's copies come in: Georgian always, since the contract is Georgian and that
 * text prevails (the terms, "How the contract is made and its language"); an English buyer also
 * gets the English translation, first.
 */
function legalCopyLanguages(language: Language): readonly Language[] {
  return language === 'ka' ? ['ka'] : ['en', 'ka'];
}

const FILE_STEM: Readonly<Record<LegalCopyDocument, string>> = {
  terms: 'terms',
  refund: 'refund-policy',
};

/** `terms-v2.0-ka.txt`: the document, its version and its language. */
function legalCopyFilename(copy: Pick<LegalCopy, 'document' | 'version' | 'language'>): string {
  return `${FILE_STEM[copy.document]}-v${copy.version}-${copy.language}.txt`;
}

/** The copies as attachments, in the order given. */
export function legalCopyAttachments(copies: readonly LegalCopy[]): EmailAttachment[] {
  return copies.map((copy) => ({
    filename: legalCopyFilename(copy),
    contentType: 'text/plain; charset=utf-8',
    content: copy.text,
  }));
}

/** What the copies are rendered from besides the texts: the configuration in force when sending. */
export interface LegalCopySource {
  /** `legal.json` of a language, parsed, as the legal pages use it. */
  readonly legalJson: (language: Language) => unknown;
  readonly documents: Readonly<
    Record<LegalCopyDocument, { readonly version: string; readonly effective: string }>
  >;
  readonly seller: LegalCopyFacts['seller'];
  readonly productName: Readonly<Record<Language, string>>;
  readonly capacity: number;
}

const LEGAL_COPY_DOCUMENTS: readonly LegalCopyDocument[] = ['terms', 'refund'];

/** The terms and the refund policy a buyer in `language` receives, in each language they come in. */
export function legalCopiesFor(language: Language, source: LegalCopySource): LegalCopy[] {
  return legalCopyLanguages(language).flatMap((copyLanguage) =>
    LEGAL_COPY_DOCUMENTS.map((document) => {
      const { version, effective } = source.documents[document];
      return {
        document,
        language: copyLanguage,
        version,
        effective,
        text: legalDocumentText(source.legalJson(copyLanguage), document, {
          language: copyLanguage,
          version,
          effective,
          seller: source.seller,
          productName: source.productName[copyLanguage],
          capacity: source.capacity,
        }),
      };
    }),
  );
}
