import { describe, expect, it } from 'vitest';
import { geoFromCountry } from '../../../core/geo/geo-from-country';
import { mapStorage } from '../../../tests/support/ui/map-storage';
import { GEO_CACHE_KEY, readCachedGeo, writeCachedGeo } from './geo-cache';

const stored = new Date('2025-10-20T10:00:00Z');
const later = (ms: number) => new Date(stored.getTime() + ms);
const georgia = geoFromCountry('GE', stored, 'Georgia');

describe('geo cache', () => {
  it('gives back a stored record for 15 minutes, then drops it', () => {
    const storage = mapStorage();
    writeCachedGeo(storage, georgia, stored);
    expect(readCachedGeo(storage, later(899_999))).toEqual(georgia);
    expect(readCachedGeo(storage, later(900_000))).toBeUndefined();
    expect(storage.entries.has(GEO_CACHE_KEY)).toBe(false);
  });

  it('treats a record stamped in the future as stale', () => {
    const storage = mapStorage();
    writeCachedGeo(storage, georgia, stored);
    expect(readCachedGeo(storage, later(-1000))).toBeUndefined();
  });

  it.each([
    'not json',
    '{"geo":{"country":"GE"},"cachedAt":1}',
    JSON.stringify({ geo: { ...georgia, defaultLanguage: 'ru' }, cachedAt: stored.getTime() }),
    JSON.stringify({ geo: georgia, cachedAt: 'yesterday' }),
    JSON.stringify(georgia),
  ])('drops the malformed or tampered entry %s', (raw) => {
    const storage = mapStorage({ [GEO_CACHE_KEY]: raw });
    expect(readCachedGeo(storage, stored)).toBeUndefined();
    expect(storage.entries.has(GEO_CACHE_KEY)).toBe(false);
  });

  it('gives undefined when nothing is stored', () => {
    expect(readCachedGeo(mapStorage(), stored)).toBeUndefined();
  });
});
