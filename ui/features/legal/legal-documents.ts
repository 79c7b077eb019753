import type { PageId } from '../../../core/site/routes';

/**
 * The three legal documents (docs/legal.md), each with its key prefix in `legal.json` and its
 * page in the shared route table.
 */
export const LEGAL_DOCUMENTS = [
  { id: 'privacy', pageId: 'privacy-policy' },
  { id: 'terms', pageId: 'terms-of-service' },
  { id: 'refund', pageId: 'refund-policy' },
] as const satisfies readonly { id: string; pageId: PageId }[];

/** A legal document's key prefix in `legal.json`: `privacy`, `terms` or `refund`. */
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number]['id'];
