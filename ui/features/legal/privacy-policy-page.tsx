import { LegalDocument } from './legal-document';

/** Section order of docs/legal.md "Privacy policy". */
const PRIVACY_SECTIONS = [
  'commitment',
  'information-collected',
  'information-use',
  'information-sharing',
  'your-rights',
  'contact',
] as const;

/** The privacy policy page, `/{lang}/privacy-policy` (docs/legal.md "Privacy policy"). */
export function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" sectionIds={PRIVACY_SECTIONS} />;
}
