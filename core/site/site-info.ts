/**
 * Facts about the business shown across pages (footer, legal pages, checkout). The spec does not name
 * the brand's domain or handles, so these are the team's choices (docs/decisions.md).
 */
export const SITE_INFO = {
  contactEmail: 'hello@techcareer.ge',
  supportEmail: 'support@techcareer.ge',
  social: {
    instagram: 'https://www.instagram.com/techcareer.ge',
    linkedin: 'https://www.linkedin.com/company/techcareer-ge',
    facebook: 'https://www.facebook.com/techcareer.ge',
    youtube: 'https://www.youtube.com/@techcareer-ge',
  },
  /** Privacy policy effective date when none is configured (spec part 2 §2). */
  privacyEffectiveDate: '2024-01-01',
} as const;
