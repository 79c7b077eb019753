import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIpapiCityLookup } from '../../adapters/ip-city/ipapi-city-lookup';
import { type IpapiFake, startIpapiFake } from '../fakes/ipapi-fake';
import { describeIpCityLookup } from './ip-city-lookup.contract';

let fake: IpapiFake;
beforeAll(async () => {
  fake = await startIpapiFake();
});
afterAll(async () => {
  await fake.stop();
});

describeIpCityLookup('ipapi.co against its fake', async () =>
  createIpapiCityLookup({ baseUrl: fake.baseUrl, timeoutMs: 2000 }),
);

function manualClock() {
  let now = Date.parse('2025-10-20T10:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('ipapi city lookup', () => {
  const requestsFor = (path: string) => fake.requests().filter((p) => p === path).length;

  it('maps a 429 rate-limit answer to ip_lookup.failed with status 429, and does not cache it', async () => {
    const lookup = createIpapiCityLookup({ baseUrl: fake.baseUrl });
    fake.failNext('rate-limited');
    expect((await lookup.lookup('188.169.1.1'))._unsafeUnwrapErr()).toEqual({
      type: 'ip_lookup.failed',
      params: { status: 429 },
    });
    expect((await lookup.lookup('188.169.1.1'))._unsafeUnwrap().city).toBe('Batumi');
  });

  it('gives up after its timeout with status timeout', async () => {
    const lookup = createIpapiCityLookup({ baseUrl: fake.baseUrl, timeoutMs: 150 });
    fake.failNext('timeout');
    const started = Date.now();
    expect((await lookup.lookup('8.8.8.8'))._unsafeUnwrapErr()).toEqual({
      type: 'ip_lookup.failed',
      params: { status: 'timeout' },
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports status network when nothing listens', async () => {
    const lookup = createIpapiCityLookup({ baseUrl: 'http://127.0.0.1:9' });
    expect((await lookup.lookup('8.8.8.8'))._unsafeUnwrapErr()).toEqual({
      type: 'ip_lookup.failed',
      params: { status: 'network' },
    });
  });

  it('answers from its cache within the hour and asks again after it', async () => {
    const clock = manualClock();
    const lookup = createIpapiCityLookup({ baseUrl: fake.baseUrl, clock });
    const path = '/8.8.8.8/json/';
    const before = requestsFor(path);
    expect((await lookup.lookup('8.8.8.8'))._unsafeUnwrap().city).toBe('Mountain View');
    clock.advance(59 * 60 * 1000);
    expect((await lookup.lookup('8.8.8.8'))._unsafeUnwrap().city).toBe('Mountain View');
    expect(requestsFor(path)).toBe(before + 1);
    clock.advance(60 * 1000);
    expect((await lookup.lookup('8.8.8.8'))._unsafeUnwrap().city).toBe('Mountain View');
    expect(requestsFor(path)).toBe(before + 2);
  });

  it('sends no request for a reserved address', async () => {
    const lookup = createIpapiCityLookup({ baseUrl: fake.baseUrl });
    const before = fake.requests().length;
    await lookup.lookup('10.0.0.1');
    expect(fake.requests().length).toBe(before);
  });
});
