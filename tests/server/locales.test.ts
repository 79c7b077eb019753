import { describe, expect, it } from 'vitest';
import { setUpTestApp } from './support/test-app';

const context = setUpTestApp();

describe('GET /locales/:lng/:ns.json', () => {
  it.each([
    ['/locales/ka/common.json', { nav: { home: 'მთავარი' } }],
    ['/locales/en/common.json', { nav: { home: 'Home' } }],
    ['/locales/en/calendar_hero.json', { title: 'Book a call' }],
  ])('serves %s', async (url, body) => {
    const response = await context.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.json()).toEqual(body);
  });

  it('revalidates with the ETag', async () => {
    const first = await context.app.inject({ url: '/locales/ka/common.json' });
    const again = await context.app.inject({
      url: '/locales/ka/common.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/locales/fr/common.json',
    '/locales/ka/calendar_hero.json',
    '/locales/ka/nope.json',
    '/locales/ka/common',
    '/locales/ka/Common.json',
    '/locales/ka/..%2Fpackage.json',
    '/locales/ka/..%2F..%2Fpackage.json',
    '/locales/..%2F..%2Fpackage.json/common.json',
    '/locales/ka/%2e%2e%2fcommon.json',
  ])('answers 404 JSON for %s', async (url) => {
    const response = await context.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND' } });
  });

  it('never reaches files outside the locales folder through dot segments', async () => {
    const response = await context.app.inject({ url: '/locales/ka/../../package.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"dependencies"');
  });

  it('does not save missing keys: POST /locales/add answers 404', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/locales/add/ka/common',
      payload: { 'nav.new': 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND' } });
  });
});
