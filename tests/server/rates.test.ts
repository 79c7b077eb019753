import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCryptoIds } from '../../adapters/ids/crypto-ids';
import { createMemoryExchangeRates } from '../../adapters/rates/memory-exchange-rates';
import { createNbgExchangeRates } from '../../adapters/rates/nbg-exchange-rates';
import type { ExchangeRates } from '../../core/ports/exchange-rates';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/config/config';
import { type NbgBehaviour, type NbgFake, startNbgFake } from '../fakes/nbg-fake';
import { siteConfigFixture } from '../support/site-config-fixture';
import { createFakeStore } from './support/fake-store';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

/** A clock the test moves by hand (Tbilisi day 2026-11-23). */
function manualClock() {
  let now = Date.parse('2026-11-23T10:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

let fake: NbgFake;
let fixture: SiteFixture;
let app: FastifyInstance | undefined;
let logs = '';

beforeAll(async () => {
  fake = await startNbgFake();
  fixture = createSiteFixture();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  logs = '';
});
afterAll(async () => {
  await fake.stop();
  fixture.remove();
});

async function start(exchangeRates: ExchangeRates | undefined, clock = manualClock()) {
  const config = parseConfig({
    SITE_DIR: fixture.siteDir,
    LOCALES_DIR: fixture.localesDir,
    LOG_LEVEL: 'warn',
  })._unsafeUnwrap();
  app = buildApp({
    config,
    dependencies: {
      siteConfig: siteConfigFixture(),
      store: createFakeStore(),
      clock,
      ids: createCryptoIds(),
      ...(exchangeRates === undefined ? {} : { exchangeRates }),
    },
    logStream: {
      write: (line) => {
        logs += line;
      },
    },
  });
  await app.ready();
  return app;
}

const getRate = async (server: FastifyInstance) => {
  const response = await server.inject({ method: 'GET', url: '/api/rates/usd' });
  expect(response.statusCode).toBe(200);
  return response;
};

const nbg = (timeoutMs = 2000) => createNbgExchangeRates({ baseUrl: fake.baseUrl, timeoutMs });
const FALLBACK = { gelPerUsd: 2.75, asOf: '2026-11-23', source: 'fallback' };

describe('GET /api/rates/usd', () => {
  it('answers the national bank rate with its day, cacheable for a few minutes', async () => {
    fake.behave('normal');
    fake.publishUsd(2.7086, 1, '2026-11-23');
    const response = await getRate(await start(nbg()));
    expect(response.json()).toEqual({ gelPerUsd: 2.7086, asOf: '2026-11-23', source: 'nbg' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it.each<[NbgBehaviour, string]>([
    ['http-error', 'http_500'],
    ['no-usd', 'usd_missing'],
    ['implausible', 'implausible'],
    ['not-json', 'malformed'],
  ])(
    'falls back to 2.75 dated today when the bank answers %s, and logs why',
    async (behaviour, reason) => {
      fake.behave(behaviour);
      const response = await getRate(await start(nbg()));
      expect(response.json()).toEqual(FALLBACK);
      expect(logs).toContain(`"reason":"${reason}"`);
    },
  );

  it('falls back quickly when the bank does not answer in time', async () => {
    fake.behave('timeout');
    const started = Date.now();
    const response = await getRate(await start(nbg(250)));
    expect(response.json()).toEqual(FALLBACK);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logs).toContain('"reason":"timeout"');
  });

  it('falls back when no source is configured (EXCHANGE_RATES=fallback)', async () => {
    expect((await getRate(await start(undefined))).json()).toEqual(FALLBACK);
  });

  it('keeps a fetched rate for 60 minutes, then asks again', async () => {
    const clock = manualClock();
    const rates = createMemoryExchangeRates({
      day: '2026-11-23',
      currencies: [{ code: 'USD', rate: 2.7, quantity: 1 }],
    });
    const server = await start(rates, clock);
    await getRate(server);
    clock.advance(59 * 60 * 1000);
    rates.publish({ day: '2026-11-24', currencies: [{ code: 'USD', rate: 2.8, quantity: 1 }] });
    expect((await getRate(server)).json()).toMatchObject({ gelPerUsd: 2.7, asOf: '2026-11-23' });
    expect(rates.calls()).toBe(1);
    clock.advance(60 * 1000);
    expect((await getRate(server)).json()).toMatchObject({ gelPerUsd: 2.8, asOf: '2026-11-24' });
    expect(rates.calls()).toBe(2);
  });

  it('asks again 5 minutes after a failure, and concurrent visitors share one request', async () => {
    const clock = manualClock();
    const rates = createMemoryExchangeRates();
    const server = await start(rates, clock);
    await Promise.all([getRate(server), getRate(server), getRate(server)]);
    expect(rates.calls()).toBe(1);
    rates.publish({ day: '2026-11-23', currencies: [{ code: 'USD', rate: 2.69, quantity: 1 }] });
    clock.advance(4 * 60 * 1000);
    expect((await getRate(server)).json()).toEqual(FALLBACK);
    clock.advance(60 * 1000);
    expect((await getRate(server)).json()).toMatchObject({ gelPerUsd: 2.69, source: 'nbg' });
  });

  it('falls back when the source throws instead of returning an error', async () => {
    const throwing: ExchangeRates = {
      usdRate: () => {
        throw new Error('bug');
      },
    };
    expect((await getRate(await start(throwing))).json()).toEqual(FALLBACK);
  });

  it('refuses other methods with 404/405, never 5xx', async () => {
    const server = await start(undefined);
    const response = await server.inject({ method: 'POST', url: '/api/rates/usd', payload: {} });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
