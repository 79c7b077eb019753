/**
 * The brand's social profiles shown in the footer (docs/decisions.md "Brand and business facts not in
 * the spec"). The seller's legal identity and its one support e-mail are the operator's
 * configuration (config/site.json `seller`), not constants.
 */
export const SITE_INFO = {
  social: {
    instagram: 'https://www.instagram.com/techcareer.ge',
    linkedin: 'https://www.linkedin.com/company/techcareer-ge',
    facebook: 'https://www.facebook.com/techcareer.ge',
    youtube: 'https://www.youtube.com/@techcareer-ge',
  },
} as const;
