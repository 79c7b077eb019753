import { LegalDocument } from './legal-document';

/** Section order of spec part 2 §2 (terms of service). */
const TERMS_SECTIONS = [
  'agreement',
  'enrollment',
  'access',
  'conduct',
  'disclaimers',
  'contact',
] as const;

/** The terms of service page, `/{lang}/terms-of-service` (spec part 2 §2). */
export function TermsOfServicePage() {
  return <LegalDocument document="terms" sectionIds={TERMS_SECTIONS} />;
}
