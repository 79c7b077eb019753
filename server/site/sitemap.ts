import { LANGUAGES } from '../../core/language/languages';
import { allPagePaths, FORM_ONLY_PAGES, type PageId, pagePath } from '../../core/site/routes';

/**
 * Pages left out of the sitemap: the payment result only makes sense after a payment and shows
 * nothing useful to a search engine; the form pages only after a form post.
 */
const UNLISTED: readonly PageId[] = ['payment-success', ...FORM_ONLY_PAGES];

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * `sitemap.xml` with every listed page in both languages and its hreflang alternates; `x-default`
 * points to the Georgian page (docs/site.md "SEO").
 */
export function buildSitemap(siteOrigin: string): string {
  const urls = allPagePaths()
    .filter(({ pageId }) => !UNLISTED.includes(pageId))
    .map(({ pageId, path }) => {
      const alternates = LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(siteOrigin + pagePath(language, pageId))}"/>`,
      );
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteOrigin + pagePath('ka', pageId))}"/>`;
      return `<url><loc>${escapeXml(siteOrigin + path)}</loc>${alternates.join('')}${fallback}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything public is crawlable except the API, the result pages and the demo. */
export function buildRobots(siteOrigin: string): string {
  const resultPages = ['', ...LANGUAGES.map((language) => `/${language}`)].map(
    (prefix) => `Disallow: ${prefix}/payment-success`,
  );
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /test-popup',
    ...resultPages,
    '',
    `Sitemap: ${siteOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}
