import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPagePaths, pagePath, resolveRoute, switchLanguagePath } from './routes';

describe('resolveRoute (docs/site.md "Languages" route table)', () => {
  it('sends the root and /product to /ka', () => {
    expect(resolveRoute('/')).toEqual({ kind: 'redirect', location: '/ka' });
    expect(resolveRoute('/product')).toEqual({ kind: 'redirect', location: '/ka' });
    expect(resolveRoute('/', '?utm_source=fb')).toEqual({
      kind: 'redirect',
      location: '/ka?utm_source=fb',
    });
  });

  it.each([
    'webinar',
    'webinar-registration',
    'checkout',
    'investment-calculator',
    'privacy-policy',
    'terms-of-service',
    'refund-policy',
  ])('redirects unprefixed /%s to its /ka twin keeping the query', (slug) => {
    expect(resolveRoute(`/${slug}`, '?utm_source=fb&x=1')).toEqual({
      kind: 'redirect',
      location: `/ka/${slug}?utm_source=fb&x=1`,
    });
  });

  it('shows the payment result directly on the unprefixed path', () => {
    expect(resolveRoute('/payment-success', '?order_status=approved')).toEqual({
      kind: 'page',
      language: 'ka',
      pageId: 'payment-success',
    });
  });

  it('resolves prefixed pages in both languages, with or without a trailing slash', () => {
    expect(resolveRoute('/ka')).toEqual({ kind: 'page', language: 'ka', pageId: 'home' });
    expect(resolveRoute('/en/')).toEqual({ kind: 'page', language: 'en', pageId: 'home' });
    expect(resolveRoute('/en/refund-policy')).toEqual({
      kind: 'page',
      language: 'en',
      pageId: 'refund-policy',
    });
  });

  it('knows the popup demo page', () => {
    expect(resolveRoute('/test-popup')).toEqual({ kind: 'popup-demo' });
  });

  it('answers not-found in the language of the prefix, Georgian otherwise', () => {
    expect(resolveRoute('/en/nope')).toEqual({ kind: 'not-found', language: 'en' });
    expect(resolveRoute('/ka/checkout/extra')).toEqual({ kind: 'not-found', language: 'ka' });
    expect(resolveRoute('/nope')).toEqual({ kind: 'not-found', language: 'ka' });
    expect(resolveRoute('/de/webinar')).toEqual({ kind: 'not-found', language: 'ka' });
  });

  it('never throws and always answers one of the four kinds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, search) => {
        const match = resolveRoute(`/${path}`, search);
        expect(['page', 'redirect', 'popup-demo', 'not-found']).toContain(match.kind);
      }),
    );
  });
});

describe('pagePath and allPagePaths', () => {
  it('builds prefixed paths', () => {
    expect(pagePath('ka', 'home')).toBe('/ka');
    expect(pagePath('en', 'terms-of-service')).toBe('/en/terms-of-service');
  });

  it('lists every page once per language, each resolving back to itself', () => {
    const paths = allPagePaths();
    expect(paths).toHaveLength(28);
    for (const { path, language, pageId } of paths) {
      expect(resolveRoute(path)).toEqual({ kind: 'page', language, pageId });
    }
  });
});

describe('switchLanguagePath (language selector)', () => {
  it('swaps the first segment and keeps the query', () => {
    expect(switchLanguagePath('/ka/refund-policy', '?x=1', 'en')).toBe('/en/refund-policy?x=1');
    expect(switchLanguagePath('/en', '', 'ka')).toBe('/ka');
  });

  it('adds the language when the path has none', () => {
    expect(switchLanguagePath('/test-popup', '', 'en')).toBe('/en/test-popup');
    expect(switchLanguagePath('/', '?a=b', 'ka')).toBe('/ka?a=b');
  });
});
