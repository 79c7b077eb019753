import { afterAll, describe, expect, it } from 'vitest';
import { createSiteFixture } from './support/site-fixture';
import { buildTestApp } from './support/test-app';

const fixture = createSiteFixture();
afterAll(() => fixture.remove());

describe('GET /health', () => {
  it('answers 200 when the database answers', async () => {
    const { app } = buildTestApp(fixture);
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it.each(['down', 'throws'] as const)('answers 503 when the database is %s', async (state) => {
    const { app, store } = buildTestApp(fixture);
    store.setPing(state);
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    await app.close();
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/registration/extra'],
    ['DELETE', '/api'],
  ] as const)('%s %s → 404 JSON', async (method, url) => {
    const { app } = buildTestApp(fixture);
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND' } });
    await app.close();
  });
});
