import { LegalDocument } from './legal-document';

/** Section order of docs/legal.md "Refund policy" (refund policy). */
const REFUND_SECTIONS = [
  'overview',
  'guarantee',
  'process',
  'non-refundable',
  'partial',
  'contact',
] as const;

/** The refund policy page, `/{lang}/refund-policy` (docs/legal.md "Refund policy"). */
export function RefundPolicyPage() {
  return <LegalDocument document="refund" sectionIds={REFUND_SECTIONS} />;
}
