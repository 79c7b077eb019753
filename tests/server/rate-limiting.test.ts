import { describe, expect, it } from 'vitest';
import { createSiteFixture } from './support/site-fixture';
import { buildTestApp } from './support/test-app';

describe('rate limiting', () => {
  it('is off unless a route opts in, and answers 429 RATE_LIMITED past the limit', async () => {
    const fixture = createSiteFixture();
    const { app } = buildTestApp(fixture);
    // Like the later route groups: a plugin registered after the app's cross-cutting plugins.
    app.register(async (api) => {
      const limit = { config: { rateLimit: { max: 2, timeWindow: 60_000 } } };
      api.get('/api/limited', limit, async () => ({ ok: true }));
      api.get('/api/unlimited', async () => ({ ok: true }));
    });
    await app.ready();

    const limited = [];
    for (let i = 0; i < 3; i += 1) limited.push(await app.inject({ url: '/api/limited' }));
    expect(limited.map((response) => response.statusCode)).toEqual([200, 200, 429]);
    expect(limited[2]?.json()).toEqual({ error: { code: 'RATE_LIMITED' } });
    expect(limited[2]?.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ url: '/api/unlimited' })).statusCode).toBe(200);
    }
    await app.close();
    fixture.remove();
  });
});
