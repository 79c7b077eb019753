import { LegalDocument } from './legal-document';

/** Section order of spec part 2 §2 (refund policy). */
const REFUND_SECTIONS = [
  'overview',
  'guarantee',
  'process',
  'non-refundable',
  'partial',
  'contact',
] as const;

/** The refund policy page, `/{lang}/refund-policy` (spec part 2 §2). */
export function RefundPolicyPage() {
  return <LegalDocument document="refund" sectionIds={REFUND_SECTIONS} />;
}
