import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './sitemap';

describe('buildSitemap', () => {
  const xml = buildSitemap('https://example.ge');

  it('lists each indexable page once per language', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain('https://example.ge/ka');
    expect(locs).toContain('https://example.ge/en');
    expect(locs).toContain('https://example.ge/en/investment-calculator');
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.some((loc) => loc?.includes('payment-success'))).toBe(false);
  });

  it('gives every URL ka, en and x-default alternates', () => {
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/hreflang="ka"/);
      expect(url).toMatch(/hreflang="en"/);
      expect(url).toMatch(/hreflang="x-default" href="https:\/\/example\.ge\/ka/);
    }
  });

  it('escapes the origin for XML', () => {
    expect(buildSitemap('https://a&b.ge')).toContain('https://a&#38;b.ge/ka');
  });
});

describe('buildRobots', () => {
  it('points to the sitemap and keeps crawlers off the API and result pages', () => {
    const robots = buildRobots('https://example.ge');
    expect(robots).toContain('Sitemap: https://example.ge/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /en/payment-success');
    expect(robots).toContain('Disallow: /payment-success');
  });
});
