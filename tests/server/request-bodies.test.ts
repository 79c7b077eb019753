import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';
import { buildTestApp } from './support/test-app';

let fixture: SiteFixture;
let app: FastifyInstance;
let logs: () => string;
const received: unknown[] = [];

beforeAll(async () => {
  fixture = createSiteFixture();
  const built = buildTestApp(fixture);
  app = built.app;
  logs = built.logs;
  // Probe routes standing in for any JSON route, present or future.
  app.register(async (api) => {
    api.post('/api/probe', async (request) => {
      received.push(request.body);
      return { ok: true };
    });
    api.get('/api/explode', async () => {
      throw new Error('secret internal detail at /srv/app/db.ts');
    });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fixture.remove();
});

describe('JSON request bodies (docs/security.md "Input, output, headers")', () => {
  it('accepts application/json', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/probe', payload: { a: 1 } });
    expect(response.statusCode).toBe(200);
    expect(received).toContainEqual({ a: 1 });
  });

  it.each([
    ['text/plain', '{"a":2}'],
    ['text/plain;charset=UTF-8', '{"a":2}'],
    ['application/x-www-form-urlencoded', 'a=2'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('rejects %s with 415 before the handler runs (cross-site CSRF)', async (type, payload) => {
    const before = received.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload,
      headers: { 'content-type': type },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(received.length).toBe(before);
  });

  it.each(['{"a":', '', 'null x'])(
    'rejects malformed JSON %j with 400 INVALID_JSON',
    async (payload) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'INVALID_JSON' } });
    },
  );

  it('rejects a body over 16 KiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const before = received.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { filler: 'x'.repeat(16 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(received.length).toBe(before);
  });

  it('accepts a body just under the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { filler: 'x'.repeat(16 * 1024 - 20) },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('unexpected errors', () => {
  it('answer a generic 500 without message or stack, and are logged', async () => {
    const response = await app.inject({ url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL' } });
    expect(response.body).not.toContain('secret internal detail');
    expect(logs()).toContain('secret internal detail');
  });
});
