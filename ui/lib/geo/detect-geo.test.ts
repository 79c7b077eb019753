import { describe, expect, it } from 'vitest';
import { FALLBACK_GEO } from '../../../core/geo/geo-data';
import { geoFromCountry } from '../../../core/geo/geo-from-country';
import { mapStorage } from '../../../tests/support/ui/map-storage';
import type { ApiResult } from '../api/api-result';
import { detectGeo } from './detect-geo';
import { GEO_CACHE_KEY, writeCachedGeo } from './geo-cache';

const now = new Date('2025-10-20T10:00:00Z');
const germany = geoFromCountry('DE', now, 'Germany');

/** A fake API that answers in turn and counts its calls. */
function fakeApi(...answers: ApiResult<unknown>[]) {
  let calls = 0;
  return {
    calls: () => calls,
    fetchGeo: async () => {
      const answer = answers[calls];
      calls += 1;
      if (answer === undefined) throw new Error('unexpected extra request');
      return answer;
    },
  };
}

describe('detectGeo', () => {
  it('fetches, caches and reports a server answer; the next detection uses the cache', async () => {
    const storage = mapStorage();
    const api = fakeApi({ ok: true, status: 200, data: germany });
    const first = await detectGeo({ fetchGeo: api.fetchGeo, storage, now: () => now });
    expect(first).toEqual({ status: 'loaded', geo: germany, source: 'server' });
    const second = await detectGeo({ fetchGeo: api.fetchGeo, storage, now: () => now });
    expect(second).toEqual({ status: 'loaded', geo: germany, source: 'cache' });
    expect(api.calls()).toBe(1);
  });

  it('asks the server again once the cache is 15 minutes old', async () => {
    const storage = mapStorage();
    writeCachedGeo(storage, germany, new Date(now.getTime() - 900_000));
    const georgia = geoFromCountry('GE', now);
    const api = fakeApi({ ok: true, status: 200, data: georgia });
    const state = await detectGeo({ fetchGeo: api.fetchGeo, storage, now: () => now });
    expect(state).toEqual({ status: 'loaded', geo: georgia, source: 'server' });
  });

  it('falls back with the error kept, and caches nothing, when the request fails', async () => {
    const storage = mapStorage();
    const api = fakeApi({ ok: false, status: 503, code: 'SERVICE_UNAVAILABLE' });
    const state = await detectGeo({ fetchGeo: api.fetchGeo, storage, now: () => now });
    expect(state).toEqual({
      status: 'fallback',
      geo: FALLBACK_GEO,
      error: { code: 'GEO_DETECT_FAILED', cause: 'SERVICE_UNAVAILABLE', status: 503 },
    });
    expect(storage.entries.has(GEO_CACHE_KEY)).toBe(false);
  });

  it('falls back on an answer that is not a geo record', async () => {
    const api = fakeApi({ ok: true, status: 200, data: { country: 'Georgia' } });
    const state = await detectGeo({
      fetchGeo: api.fetchGeo,
      storage: mapStorage(),
      now: () => now,
    });
    expect(state).toMatchObject({
      status: 'fallback',
      error: { cause: 'INVALID_RESPONSE_FORMAT' },
    });
  });

  it('works without storage and survives a storage that throws', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    for (const storage of [undefined, throwing]) {
      const api = fakeApi({ ok: true, status: 200, data: germany });
      const state = await detectGeo({ fetchGeo: api.fetchGeo, storage, now: () => now });
      expect(state).toEqual({ status: 'loaded', geo: germany, source: 'server' });
    }
  });
});
