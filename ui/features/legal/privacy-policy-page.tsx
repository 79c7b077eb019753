import { SITE_INFO } from '../../../core/site/site-info';
import { LegalDocument } from './legal-document';

/** Section order of spec part 2 §2, plus "your rights" required by the 2023 data-protection law. */
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
  /** `YYYY-MM-DD`; defaults to 1 January 2024 (spec part 2 §2, §9). */
  effectiveDate?: string;
}

/** The privacy policy page, `/{lang}/privacy-policy` (spec part 2 §2). */
export function PrivacyPolicyPage({
  effectiveDate = SITE_INFO.privacyEffectiveDate,
}: PrivacyPolicyPageProps) {
  return (
    <LegalDocument document="privacy" sectionIds={PRIVACY_SECTIONS} effectiveDate={effectiveDate} />
  );
}
