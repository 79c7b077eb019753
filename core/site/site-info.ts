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
  /** Privacy policy effective date when none is configured (docs/legal.md "Privacy policy"). */
  privacyEffectiveDate: '2024-01-01',
} as const;

/** The seller's registration as the checkout shows it (docs/purchase.md "Checkout"). */
export interface CompanyRegistration {
  /** The registered legal name, e.g. an LLC's name in the public registry. */
  readonly legalName: string;
  /** The identification code issued by the National Agency of Public Registry. */
  readonly identificationCode: string;
  readonly address: string;
}

/**
 * The business has not yet supplied its legal name and identification code (docs/decisions.md "Brand
 * and business facts"): until it does the checkout shows the brand, the country and the support address,
 * and the registry lines appear as soon as this is filled in. Never invented.
 */
export const COMPANY_REGISTRATION: CompanyRegistration | undefined = undefined;
