import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  otherLanguage,
} from '../../../core/language/languages';
import { serializeJsonForScript } from '../html/safe-json';
import { previewImageUrl } from './brand-images';
import { escapeHtml } from './escape-html';
import { OG_LOCALES } from './og-locale';

/** Everything the `<head>` of one prerendered page says about it. */
export interface PageHead {
  readonly language: Language;
  readonly title: string;
  readonly description: string;
  /** Absolute site origin without a trailing slash, e.g. `https://example.ge`. */
  readonly origin: string;
  /** The page's own path; absent for the 404 pages, which have no canonical URL. */
  readonly path?: string;
  /** The page's path in each language, for reciprocal hreflang links; absent when it has no twin. */
  readonly alternates?: Readonly<Record<Language, string>>;
  readonly noindex: boolean;
  readonly siteName: string;
  readonly structuredData: Record<string, unknown>;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function link(attributes: Record<string, string>): string {
  const rendered = Object.entries(attributes).map(
    ([key, value]) => `${key}="${escapeHtml(value)}"`,
  );
  return `<link ${rendered.join(' ')}>`;
}

function alternateLinks(origin: string, alternates: Readonly<Record<Language, string>>): string[] {
  const perLanguage = LANGUAGES.map((language) =>
    link({ rel: 'alternate', hreflang: language, href: `${origin}${alternates[language]}` }),
  );
  // The spec points x-default at Georgian (docs/site.md "SEO").
  const fallback = link({
    rel: 'alternate',
    hreflang: 'x-default',
    href: `${origin}${alternates[DEFAULT_LANGUAGE]}`,
  });
  return [...perLanguage, fallback];
}

/** The head markup of a page: title, description, robots, canonical, hreflang, Open Graph, JSON-LD. */
export function renderHeadTags(head: PageHead): string {
  const url = head.path === undefined ? undefined : `${head.origin}${head.path}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(url === undefined ? [] : [link({ rel: 'canonical', href: url })]),
    ...(head.alternates ? alternateLinks(head.origin, head.alternates) : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(url === undefined ? [] : [meta('property', 'og:url', url)]),
    meta('property', 'og:image', previewImageUrl(head.origin)),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '675'),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    meta('property', 'og:locale:alternate', OG_LOCALES[otherLanguage(head.language)]),
    `<script type="application/ld+json">${serializeJsonForScript(head.structuredData)}</script>`,
  ];
  return tags.join('\n    ');
}
