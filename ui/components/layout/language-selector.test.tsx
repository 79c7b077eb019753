import { describe, expect, it } from 'vitest';
import { findLinks, renderAt, textOf } from '../../../tests/support/ui/layout-test-support';
import { LanguageSelector } from './language-selector';

describe('LanguageSelector', () => {
  it('offers both languages, each named in its own language, keeping the path and the query', () => {
    const links = findLinks(renderAt(<LanguageSelector />, '/en/refund-policy', 'x=1'));
    expect(
      links.map((link) => ({
        href: link.attributes.href,
        lang: link.attributes.lang,
        hrefLang: link.attributes.hrefLang,
        name: textOf(link.inner),
      })),
    ).toEqual([
      { href: '/ka/refund-policy?x=1', lang: 'ka', hrefLang: 'ka', name: 'ქართული' },
      { href: '/en/refund-policy?x=1', lang: 'en', hrefLang: 'en', name: 'English' },
    ]);
  });

  it('marks the current language', () => {
    const links = findLinks(renderAt(<LanguageSelector />, '/ka/webinar'));
    expect(links.map((link) => link.attributes['aria-current'])).toEqual(['true', undefined]);
  });

  it('swaps the language of the home page and leaves out an empty query', () => {
    const links = findLinks(renderAt(<LanguageSelector />, '/ka'));
    expect(links.map((link) => link.attributes.href)).toEqual(['/ka', '/en']);
  });

  it('keeps several query parameters as they were', () => {
    const links = findLinks(renderAt(<LanguageSelector />, '/ka/checkout', 'utm_source=fb&step=2'));
    expect(links[1]?.attributes.href).toBe('/en/checkout?utm_source=fb&step=2');
  });

  it('on the Georgian-only popup demo stays for Georgian and offers the English home page', () => {
    const links = findLinks(renderAt(<LanguageSelector />, '/test-popup'));
    expect(links.map((link) => link.attributes.href)).toEqual(['/test-popup', '/en']);
  });

  it('is labelled in the page language', () => {
    expect(renderAt(<LanguageSelector />, '/ka')).toContain('aria-label="ენის არჩევა"');
    expect(renderAt(<LanguageSelector />, '/en')).toContain('aria-label="Choose language"');
  });
});
