import type { ParseKeys } from 'i18next';
import type { Language } from '../../../core/language/languages';
import { SITE_INFO } from '../../../core/site/site-info';
import { seller } from '../../config/seller';
import type { Namespace } from '../i18n/namespaces';
import { logoUrl } from './brand-images';

/** What the site-wide JSON-LD needs besides the fixed business facts. */
export interface StructuredDataInput {
  readonly origin: string;
  readonly language: Language;
  readonly siteName: string;
  readonly organizationDescription: string;
}

/** The `Organization` + `WebSite` graph put on every page (docs/site.md "SEO"). */
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
        logo: logoUrl(input.origin),
        description: input.organizationDescription,
        email: seller.supportEmail,
        legalName: seller.legalName[input.language],
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

/** What a page's own JSON-LD builder gets when the page is rendered. */
export interface PageStructuredDataInput {
  readonly origin: string;
  readonly language: Language;
  /** The instant the page is rendered for (docs/site.md "Pages follow the clock"). */
  readonly now: Date;
  /** The cohort whose seats are all taken at that instant, as the server counted them. */
  readonly fullCohort?: number | undefined;
  /**
   * A text of the page's language; objects and arrays come back whole. The key is checked against
   * the namespace's keys at compile time (ui/lib/i18n/i18next.d.ts).
   */
  readonly translate: <N extends Namespace>(
    namespace: N,
    key: ParseKeys<N, { returnObjects: true }>,
  ) => unknown;
}

/** Builds a page's extra JSON-LD nodes; they join the site graph next to Organization and WebSite. */
export type PageStructuredDataBuilder = (
  input: PageStructuredDataInput,
) => readonly Record<string, unknown>[];

/** The `@id` of the site's Organization node, for `provider` / `organizer` references. */
export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/** The site graph with a page's own nodes appended to its `@graph`. */
export function withPageNodes(
  site: Record<string, unknown>,
  nodes: readonly Record<string, unknown>[],
): Record<string, unknown> {
  const graph = Array.isArray(site['@graph']) ? site['@graph'] : [];
  return nodes.length === 0 ? site : { ...site, '@graph': [...graph, ...nodes] };
}
