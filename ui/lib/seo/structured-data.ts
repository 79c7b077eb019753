import type { Language } from '../../../core/site/languages';
import { SITE_INFO } from '../../../core/site/site-info';

/** What the site-wide JSON-LD needs besides the fixed business facts. */
export interface StructuredDataInput {
  readonly origin: string;
  readonly language: Language;
  readonly siteName: string;
  readonly organizationDescription: string;
}

/** The `Organization` + `WebSite` graph put on every page (georgia.md "SEO for a bilingual site"). */
export function siteStructuredData(input: StructuredDataInput): Record<string, unknown> {
  const organizationId = `${input.origin}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: input.siteName,
        url: `${input.origin}/`,
        description: input.organizationDescription,
        email: SITE_INFO.contactEmail,
        sameAs: Object.values(SITE_INFO.social),
      },
      {
        '@type': 'WebSite',
        '@id': `${input.origin}/#website`,
        name: input.siteName,
        url: `${input.origin}/${input.language}`,
        inLanguage: input.language,
        publisher: { '@id': organizationId },
      },
    ],
  };
}
