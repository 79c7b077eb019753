import { LegalDocument } from './legal-document';

/** Section order of docs/legal.md "Terms of service" (terms of service). */
const TERMS_SECTIONS = [
  'agreement',
  'contract',
  'enrollment',
  'payment',
  'withdrawal',
  'access',
  'conduct',
  'disclaimers',
  'law',
  'contact',
] as const;

/** The terms of service page, `/{lang}/terms-of-service` (docs/legal.md "Terms of service"). */
export function TermsOfServicePage() {
  return <LegalDocument document="terms" sectionIds={TERMS_SECTIONS} />;
}
