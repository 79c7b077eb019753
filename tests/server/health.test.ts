import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { healthRoutes } from '../../server/routes/health';
import { siteConfigFixture } from '../support/site-config-fixture';
import { createSiteFixture } from './support/site-fixture';
import { buildTestApp } from './support/test-app';

const fixture = createSiteFixture();
afterAll(() => fixture.remove());

describe('GET /health', () => {
  it('answers 200 with an empty outbox when the database answers', async () => {
    const { app } = buildTestApp(fixture);
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      outbox: { pending: 0, dead: 0 },
      calendar: { warnings: [] },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('reports the backlog and dead letters as numbers, and stays 200 with dead letters', async () => {
    const { app, store } = buildTestApp(fixture);
    store.setOutboxCounts({ pending: 7, delivered: 120, dead: 2 });
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      outbox: { pending: 7, dead: 2 },
      calendar: { warnings: [] },
    });
    await app.close();
  });

  it('answers 503 when the database answers ping but cannot count the outbox', async () => {
    const { app, store } = buildTestApp(fixture);
    store.setOutboxCounts('throws');
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      calendar: { warnings: [] },
    });
    await app.close();
  });

  it.each(['down', 'throws'] as const)('answers 503 when the database is %s', async (state) => {
    const { app, store } = buildTestApp(fixture);
    store.setPing(state);
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      calendar: { warnings: [] },
    });
    await app.close();
  });
});

describe('GET /health: the site calendar (docs/operations.md "Site configuration")', () => {
  /** The shipped configuration with cohort 4 no longer an example; sessions 18 Nov – 16 Dec 2026. */
  const siteConfig = {
    ...siteConfigFixture(),
    cohorts: siteConfigFixture().cohorts.map((c) => ({ ...c, example: false })),
  };

  it('computes the warnings at each request, from the app clock, and stays 200', async () => {
    let now = new Date('2026-12-01T08:00:00Z');
    const { app } = buildTestApp(fixture, {}, { siteConfig, clock: { now: () => now } });
    const sound = await app.inject({ url: '/health' });
    expect(sound.json()).toMatchObject({ status: 'ok', calendar: { warnings: [] } });
    // 1 March 2027, 20:00 in Tbilisi: cohort 4 has started, the last session was in December.
    now = new Date('2027-03-01T16:00:00Z');
    const dead = await app.inject({ url: '/health' });
    expect(dead.statusCode).toBe(200);
    expect(dead.json()).toEqual({
      status: 'ok',
      database: 'ok',
      outbox: { pending: 0, dead: 0 },
      calendar: { warnings: [{ code: 'nothing_on_sale' }, { code: 'no_webinar_session_ahead' }] },
    });
    await app.close();
  });

  it('gives the facts as instants and cohort numbers, nothing else', async () => {
    const started = {
      ...siteConfig,
      cohorts: siteConfig.cohorts.map((c) => (c.number === 3 ? { ...c, example: true } : c)),
    };
    const { app } = buildTestApp(
      fixture,
      {},
      {
        siteConfig: started,
        clock: { now: () => new Date('2026-09-02T08:00:00Z') },
      },
    );
    const response = await app.inject({ url: '/health' });
    expect(response.json().calendar).toEqual({
      warnings: [
        { code: 'nothing_on_sale', next: { cohort: 4, opensAt: '2026-10-31T20:00:00.000Z' } },
        { code: 'started_cohort_still_example', cohort: 3 },
      ],
    });
    await app.close();
  });
});

describe('GET /health with Redis (docs/security.md "Shared state across instances")', () => {
  const store = { ping: async () => true, countOutbox: async () => 0 };
  const appWith = async (ping: () => Promise<boolean>) => {
    const app = Fastify();
    await app.register(healthRoutes, { store, redis: { ping } });
    return app;
  };

  it('reports redis ok', async () => {
    const app = await appWith(async () => true);
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'ok',
      outbox: { pending: 0, dead: 0 },
    });
    await app.close();
  });

  it.each([
    ['answers false', async () => false],
    ['throws', async () => Promise.reject(new Error('ECONNREFUSED'))],
  ])('stays 200 but degraded when Redis %s', async (_name, ping) => {
    const app = await appWith(ping);
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      database: 'ok',
      redis: 'unavailable',
    });
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
