import { describe, expect, it } from 'vitest';
import { createCdnHeaderGeolocation } from '../../adapters/geo/cdn-header-geolocation';
import { describeGeolocation } from './geolocation.contract';

describeGeolocation('CDN header', () => ({
  geolocation: createCdnHeaderGeolocation({ header: 'CF-IPCountry' }),
  georgian: { ip: '10.0.0.1', headers: { 'cf-ipcountry': 'GE' } },
  american: { headers: { 'cf-ipcountry': 'us' } },
}));

describe('CDN header geolocation', () => {
  const geolocation = createCdnHeaderGeolocation({ header: 'cf-ipcountry' });

  it.each(['XX', 'T1', 'ZZ', '', '  ', 'GEO', '1', undefined])(
    'treats the header value %j as unknown',
    async (value) => {
      const result = await geolocation.countryOf({ headers: { 'cf-ipcountry': value } });
      expect(result._unsafeUnwrap()).toEqual({ kind: 'unknown' });
    },
  );

  it('reads only the configured header', async () => {
    const result = await geolocation.countryOf({ headers: { 'x-vercel-ip-country': 'DE' } });
    expect(result._unsafeUnwrap()).toEqual({ kind: 'unknown' });
  });
});
