import { describe, expect, it } from 'vitest';
import { createCdnHeaderGeolocation } from '../../adapters/geo/cdn-header-geolocation';
import { createGeolocationChain } from '../../adapters/geo/geolocation-chain';
import {
  createMemoryGeolocation,
  type MemoryGeolocation,
} from '../../adapters/geo/memory-geolocation';
import { FALLBACK_GEO } from '../../core/geo/geo-data';
import type { Geolocation } from '../../core/ports/geolocation';
import {
  cleanUpGeoApps,
  detect,
  GEORGIAN_IP,
  NOW,
  startGeoApp as start,
  startWiredGeoApp,
} from './geo-test-app';

cleanUpGeoApps();

/** Like dependencies.ts: the header source only when GEO_COUNTRY_HEADER is set, then the table. */
function chain(table: MemoryGeolocation, header?: string): Geolocation {
  return createGeolocationChain([
    ...(header === undefined ? [] : [createCdnHeaderGeolocation({ header })]),
    table,
  ]);
}

describe('GET /api/geo/detect', () => {
  it('answers the spec geo record for the request address, never cached by anyone', async () => {
    const server = await start(chain(createMemoryGeolocation({ [GEORGIAN_IP]: 'GE' })));
    const response = await detect(server);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      country: 'GE',
      isGeorgia: true,
      defaultLanguage: 'ka',
      isKnown: true,
      countryName: 'Georgia',
      currency: 'GEL',
      smsAvailable: true,
      timestamp: NOW.toISOString(),
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('Cookie');
  });

  it('ignores a forged CDN header when none is configured', async () => {
    const server = await start(chain(createMemoryGeolocation({ '8.8.8.8': 'US' })));
    const response = await detect(server, { 'cf-ipcountry': 'GE' }, '8.8.8.8');
    expect(response.json()).toMatchObject({ country: 'US', isGeorgia: false, smsAvailable: false });
  });

  it('trusts the configured CDN header first and varies on it', async () => {
    const env = { GEO_COUNTRY_HEADER: 'CF-IPCountry' };
    const table = createMemoryGeolocation({ '8.8.8.8': 'US' });
    const server = await start(chain(table, 'cf-ipcountry'), env);
    const fromHeader = await detect(server, { 'cf-ipcountry': 'GE' }, '8.8.8.8');
    expect(fromHeader.json()).toMatchObject({ country: 'GE', defaultLanguage: 'ka' });
    expect(fromHeader.headers.vary).toContain('cf-ipcountry');
    const torExit = await detect(server, { 'cf-ipcountry': 'T1' }, '8.8.8.8');
    expect(torExit.json()).toMatchObject({ country: 'US' });
  });

  it('answers the unknown record for a private address', async () => {
    const server = await start(chain(createMemoryGeolocation({ '10.0.0.5': 'GE' })));
    const response = await detect(server, {}, '10.0.0.5');
    expect(response.json()).toEqual({ ...FALLBACK_GEO, timestamp: NOW.toISOString() });
  });

  it.each(['error', 'throw'] as const)(
    'answers the fallback record, not a 5xx, when the lookup fails (%s)',
    async (behaviour) => {
      const table = createMemoryGeolocation({ [GEORGIAN_IP]: 'GE' });
      table.setBehaviour(behaviour);
      const server = await start(table);
      const response = await detect(server);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(FALLBACK_GEO);
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('answers the unknown record when no geolocation is wired', async () => {
    const response = await detect(await start(undefined));
    expect(response.json()).toMatchObject({ country: 'XX', isKnown: false, defaultLanguage: 'en' });
  });
});

describe('geo detection as wired by the composition root (offline database)', () => {
  it('places real addresses and ignores a forged header when GEO_COUNTRY_HEADER is unset', async () => {
    const server = await startWiredGeoApp({});
    const american = await detect(server, { 'cf-ipcountry': 'GE' }, '8.8.8.8');
    expect(american.json()).toMatchObject({ country: 'US', countryName: 'United States' });
    const georgian = await detect(server, {}, '188.169.1.1');
    expect(georgian.json()).toMatchObject({ country: 'GE', isGeorgia: true, smsAvailable: true });
    const local = await detect(server, {}, '127.0.0.1');
    expect(local.json()).toMatchObject({ country: 'XX', isKnown: false });
  });

  it('trusts the header once GEO_COUNTRY_HEADER names it', async () => {
    const server = await startWiredGeoApp({ GEO_COUNTRY_HEADER: 'cf-ipcountry' });
    const response = await detect(server, { 'cf-ipcountry': 'GE' }, '8.8.8.8');
    expect(response.json()).toMatchObject({ country: 'GE' });
  });

  it('answers the fallback record when the database file is missing', async () => {
    const server = await startWiredGeoApp({ GEO_MMDB_PATH: '/nonexistent/country.mmdb' });
    const response = await detect(server, {}, '8.8.8.8');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(FALLBACK_GEO);
  });
});
