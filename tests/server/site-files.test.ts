import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from './support/test-app';

const context = setUpTestApp();

describe('hashed assets', () => {
  it.each([
    ['/assets/app-3f9a1c.js', 'console.log("app");\n', /javascript/],
    ['/assets/app-77b2e0.css', 'body{margin:0}\n', /text\/css/],
  ])('serves %s cached for a year as immutable', async (url, body, type) => {
    const response = await context.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(body);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 and no HTML page', async () => {
    const response = await context.app.inject({ url: '/assets/app-000000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND' } });
  });

  it('never serves files outside the assets folder', async () => {
    for (const url of ['/assets/../pages/manifest.json', '/assets/..%2Fpages%2Fmanifest.json']) {
      const response = await context.app.inject({ url });
      expect(response.body).not.toContain('"popupDemo"');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('points robots to the sitemap on SITE_ORIGIN and keeps them out of the API', async () => {
    const response = await context.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Sitemap: https://example.ge/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
  });

  it('lists every page in both languages with hreflang alternates and x-default → ka', async () => {
    const response = await context.app.inject({
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(xml).toContain('<loc>https://example.ge/en/refund-policy</loc>');
    expect(xml).toContain('<loc>https://example.ge/ka</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(16);
    expect(xml).toContain(
      '<url><loc>https://example.ge/en/webinar</loc>' +
        '<xhtml:link rel="alternate" hreflang="ka" href="https://example.ge/ka/webinar"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://example.ge/en/webinar"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.ge/ka/webinar"/></url>',
    );
    expect(xml).not.toContain('payment-success');
  });
});
