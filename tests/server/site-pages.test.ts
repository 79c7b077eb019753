import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allPagePaths } from '../../core/site/routes';
import { fixtureHtml } from './support/site-fixture';
import { setUpTestApp } from './support/test-app';

const context = setUpTestApp();

describe('redirects of the route table (docs/site.md "Routes")', () => {
  it.each([
    ['/', 302, '/ka'],
    ['/product', 301, '/ka'],
    ['/webinar', 301, '/ka/webinar'],
    ['/webinar-registration', 301, '/ka/webinar-registration'],
    ['/checkout', 301, '/ka/checkout'],
    ['/investment-calculator', 301, '/ka/investment-calculator'],
    ['/privacy-policy', 301, '/ka/privacy-policy'],
    ['/terms-of-service', 301, '/ka/terms-of-service'],
    ['/refund-policy', 301, '/ka/refund-policy'],
  ])('%s → %i %s', async (url, status, location) => {
    const response = await context.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers.location).toBe(location);
  });

  it('keeps the query on legacy unprefixed paths', async () => {
    const response = await context.app.inject({
      url: '/checkout?utm_source=fb&utm_campaign=cohort3',
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ka/checkout?utm_source=fb&utm_campaign=cohort3');
  });

  it.each([
    ['/ka/', '/ka'],
    ['/en/refund-policy/', '/en/refund-policy'],
    ['/en/webinar/?ref=mail', '/en/webinar?ref=mail'],
    ['/test-popup/', '/test-popup'],
  ])('drops the trailing slash: %s → %s', async (url, location) => {
    const response = await context.app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('goes straight to the final page for a legacy path with a trailing slash', async () => {
    const response = await context.app.inject({ url: '/webinar/?x=1' });
    expect(response.headers.location).toBe('/ka/webinar?x=1');
  });

  it('never redirects off-site, whatever the path looks like', async () => {
    for (const url of [
      '//evil.example/',
      '//evil.example',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
    ]) {
      const response = await context.app.inject({ url });
      const location = response.headers.location;
      if (location !== undefined) expect(String(location)).toMatch(/^\/(?![/\\])/);
      else expect(response.statusCode).toBe(404);
    }
  });
});

describe('pages', () => {
  it('serves every prerendered page of both languages', async () => {
    for (const { path } of allPagePaths()) {
      const response = await context.app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toBe(fixtureHtml(path));
    }
  });

  it('shows the Georgian result page on the unprefixed /payment-success, query untouched', async () => {
    const response = await context.app.inject({
      url: '/payment-success?order_status=approved&order_id=x',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(fixtureHtml('/ka/payment-success'));
  });

  it('serves the popup demo', async () => {
    const response = await context.app.inject({ url: '/test-popup' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(fixtureHtml('test-popup'));
  });

  it.each([
    ['/nope', 'not-found-ka'],
    ['/ka/nope', 'not-found-ka'],
    ['/en/nope', 'not-found-en'],
    ['/en/webinar/extra', 'not-found-en'],
    ['/fr/webinar', 'not-found-ka'],
  ])('answers %s with 404 and the not-found page (%s)', async (url, marker) => {
    const response = await context.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(fixtureHtml(marker));
  });
});

describe('content negotiation and caching of HTML', () => {
  const url = '/ka/privacy-policy';
  const html = fixtureHtml(url);

  it.each([
    ['br', 'gzip, deflate, br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate', (body: Buffer) => gunzipSync(body)],
    [undefined, 'identity', (body: Buffer) => body],
    [undefined, undefined, (body: Buffer) => body],
  ])(
    'sends %s for Accept-Encoding %j, decoding to the same HTML',
    async (encoding, accept, decode) => {
      const headers = accept === undefined ? {} : { 'accept-encoding': accept };
      const response = await context.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decode(response.rawPayload).toString('utf8')).toBe(html);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(html));
    },
  );

  it('answers 304 when the client has the current representation', async () => {
    const first = await context.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    const again = await context.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherEncoding = await context.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(otherEncoding.statusCode).toBe(200);
  });

  it('answers HEAD with headers and no body', async () => {
    const response = await context.app.inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });
});
