import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressTextAssets } from '../../server/prerender/precompress.mjs';
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

  it('sends the siblings the build precompressed, with Content-Encoding and Vary', async () => {
    expect(precompressTextAssets(join(context.fixture.siteDir, 'assets'))).toBe(2);
    const url = '/assets/app-3f9a1c.js';
    const br = await context.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe('console.log("app");\n');
    const gz = await context.app.inject({
      url: '/assets/app-77b2e0.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/text\/css/);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe('body{margin:0}\n');
    const plain = await context.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe('console.log("app");\n');
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
    expect(xml).toContain('<loc>https://example.ge/ka/checkout/company</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(18);
    expect(xml).toContain(
      '<url><loc>https://example.ge/en/webinar</loc>' +
        '<xhtml:link rel="alternate" hreflang="ka" href="https://example.ge/ka/webinar"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://example.ge/en/webinar"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.ge/ka/webinar"/></url>',
    );
    expect(xml).not.toContain('payment-success');
  });
});
