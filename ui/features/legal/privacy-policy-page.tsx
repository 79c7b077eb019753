import { SITE_INFO } from '../../../core/site/site-info';
import { LegalDocument } from './legal-document';

/** Section order of docs/legal.md "Privacy policy", plus "your rights" required by the 2023 data-protection law. */
const PRIVACY_SECTIONS = [
  'commitment',
  'information-collected',
  'information-use',
  'information-sharing',
  'your-rights',
  'contact',
] as const;

/** Props of the privacy policy page. */
export interface PrivacyPolicyPageProps {
  /** `YYYY-MM-DD`; defaults to 1 January 2024 (docs/legal.md "Privacy policy"). */
  effectiveDate?: string;
}

/** The privacy policy page, `/{lang}/privacy-policy` (docs/legal.md "Privacy policy"). */
export function PrivacyPolicyPage({
  effectiveDate = SITE_INFO.privacyEffectiveDate,
}: PrivacyPolicyPageProps) {
  return (
    <LegalDocument document="privacy" sectionIds={PRIVACY_SECTIONS} effectiveDate={effectiveDate} />
  );
}
