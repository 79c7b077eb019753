import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../language/languages';

/**
 * The public pages, shared by the React router, the prerenderer and the server's redirects
 * (docs/site.md "SEO"). `slug` is the path after the language prefix; '' is the home page.
 */
const PAGES = [
  { id: 'home', slug: '' },
  { id: 'webinar', slug: 'webinar' },
  { id: 'webinar-registration', slug: 'webinar-registration' },
  { id: 'checkout', slug: 'checkout' },
  { id: 'payment-success', slug: 'payment-success' },
  { id: 'investment-calculator', slug: 'investment-calculator' },
  { id: 'privacy-policy', slug: 'privacy-policy' },
  { id: 'terms-of-service', slug: 'terms-of-service' },
  { id: 'refund-policy', slug: 'refund-policy' },
  // The pages the forms lead to without JavaScript (docs/site.md "Forms without JavaScript"): the
  // career-checklist form itself (the exit-intent offer as a page) and each form's result page.
  { id: 'career-checklist', slug: 'career-checklist' },
  { id: 'career-checklist-sent', slug: 'career-checklist/sent' },
  { id: 'webinar-registered', slug: 'webinar-registration/registered' },
  { id: 'checkout-contact-saved', slug: 'checkout/contact-saved' },
  // A company buys seats by invoice (docs/purchase.md "Company invoices").
  { id: 'checkout-company', slug: 'checkout/company' },
] as const;

/** A page id, e.g. `privacy-policy`. */
export type PageId = (typeof PAGES)[number]['id'];

/**
 * The form-result pages and the no-JavaScript checklist page: kept out of the sitemap and search
 * results (reached only through a form or the `<noscript>` link, docs/site.md "Forms without JavaScript").
 */
export const FORM_ONLY_PAGES: readonly PageId[] = [
  'career-checklist',
  'career-checklist-sent',
  'webinar-registered',
  'checkout-contact-saved',
];

/** Pages on which the announcement bar is hidden and the fixed-header padding is not applied (docs/site.md "Navigation and layout"). */
export const CHROMELESS_SLUGS: readonly string[] = ['checkout', 'payment-success'];

/** The language-prefixed path of a page: `/ka`, `/en/refund-policy`. */
export function pagePath(language: Language, pageId: PageId): string {
  const page = PAGES.find((candidate) => candidate.id === pageId);
  const slug = page?.slug ?? '';
  return slug === '' ? `/${language}` : `/${language}/${slug}`;
}

/** Every prefixed page path in every language: what the prerenderer writes. */
export function allPagePaths(): { language: Language; pageId: PageId; path: string }[] {
  return LANGUAGES.flatMap((language) =>
    PAGES.map((page) => ({ language, pageId: page.id, path: pagePath(language, page.id) })),
  );
}

/** The result of resolving a request path against the route table. */
export type RouteMatch =
  | { kind: 'page'; language: Language; pageId: PageId }
  | { kind: 'redirect'; location: string }
  | { kind: 'popup-demo' }
  | { kind: 'not-found'; language: Language };

/**
 * Resolves a path (without query) to a page, a redirect or not-found, following docs/site.md "Routes":
 * `/` and `/product` go to `/ka` (keeping the query, so campaign tags survive); unprefixed page paths go to their `/ka` twin keeping the query;
 * the unprefixed `/payment-success` shows the result page directly.
 */
export function resolveRoute(pathname: string, search = ''): RouteMatch {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = trimmed.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || (segments.length === 1 && segments[0] === 'product')) {
    return { kind: 'redirect', location: `/${DEFAULT_LANGUAGE}${search}` };
  }
  const [first = '', ...rest] = segments;
  if (segments.length === 1 && first === 'test-popup') return { kind: 'popup-demo' };
  if (isLanguage(first)) {
    const slug = rest.join('/');
    const page = PAGES.find((candidate) => candidate.slug === slug);
    return page
      ? { kind: 'page', language: first, pageId: page.id }
      : { kind: 'not-found', language: first };
  }
  const page = PAGES.find(
    (candidate) => candidate.slug !== '' && candidate.slug === segments.join('/'),
  );
  if (!page) return { kind: 'not-found', language: DEFAULT_LANGUAGE };
  if (page.id === 'payment-success') {
    return { kind: 'page', language: DEFAULT_LANGUAGE, pageId: page.id };
  }
  return { kind: 'redirect', location: `${pagePath(DEFAULT_LANGUAGE, page.id)}${search}` };
}

/** Swaps (or adds) the language segment of a path, keeping the rest and the query (language selector). */
export function switchLanguagePath(pathname: string, search: string, language: Language): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length > 0 && isLanguage(segments[0])) segments[0] = language;
  else segments.unshift(language);
  return `/${segments.join('/')}${search}`;
}
