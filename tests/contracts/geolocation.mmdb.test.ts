import { describe, expect, it } from 'vitest';
import { createMmdbGeolocation, defaultMmdbPath } from '../../adapters/geo/mmdb-geolocation';
import { describeGeolocation } from './geolocation.contract';

// One reader for the file: opening the 7.8 MB database per test would only measure the disk.
const shared = createMmdbGeolocation({ path: defaultMmdbPath() });

describeGeolocation('offline database (maxmind reader)', () => ({
  geolocation: shared,
  georgian: { ip: '31.146.1.1', headers: {} },
  american: { ip: '8.8.8.8', headers: {} },
}));

describe('offline database geolocation', () => {
  it.each([
    ['31.146.1.1', 'GE'],
    ['188.169.1.1', 'GE'],
    ['212.72.130.1', 'GE'],
    ['8.8.8.8', 'US'],
    ['::ffff:188.169.1.1', 'GE'],
  ])('places %s in %s', async (ip, country) => {
    expect((await shared.countryOf({ ip, headers: {} }))._unsafeUnwrap()).toEqual({
      kind: 'known',
      country,
    });
  });

  it('ignores a forged CDN header: only the address counts', async () => {
    const result = await shared.countryOf({ ip: '8.8.8.8', headers: { 'cf-ipcountry': 'GE' } });
    expect(result._unsafeUnwrap()).toEqual({ kind: 'known', country: 'US' });
  });

  it('reports geolocation.unavailable when the database file is missing, for every lookup', async () => {
    const missing = createMmdbGeolocation({ path: '/nonexistent/geo.mmdb' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const result = await missing.countryOf({ ip: '8.8.8.8', headers: {} });
      expect(result._unsafeUnwrapErr()).toEqual({ type: 'geolocation.unavailable' });
    }
  });
});
