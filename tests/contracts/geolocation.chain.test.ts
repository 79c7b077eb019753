import { describe, expect, it } from 'vitest';
import { createCdnHeaderGeolocation } from '../../adapters/geo/cdn-header-geolocation';
import { createGeolocationChain } from '../../adapters/geo/geolocation-chain';
import { createMemoryGeolocation } from '../../adapters/geo/memory-geolocation';
import { describeGeolocation } from './geolocation.contract';

const header = createCdnHeaderGeolocation({ header: 'cf-ipcountry' });

describeGeolocation('chain (header → table)', () => ({
  geolocation: createGeolocationChain([header, createMemoryGeolocation({ '8.8.8.8': 'US' })]),
  georgian: { ip: '8.8.8.8', headers: { 'cf-ipcountry': 'GE' } },
  american: { ip: '8.8.8.8', headers: { 'cf-ipcountry': 'XX' } },
}));

describe('geolocation chain', () => {
  const request = { ip: '8.8.8.8', headers: {} };

  it('skips a failing source and takes the next known answer', async () => {
    const broken = createMemoryGeolocation();
    broken.setBehaviour('error');
    const chain = createGeolocationChain([broken, createMemoryGeolocation({ '8.8.8.8': 'US' })]);
    expect((await chain.countryOf(request))._unsafeUnwrap()).toEqual({
      kind: 'known',
      country: 'US',
    });
  });

  it('reports the failure when no source knows the country and one failed', async () => {
    const broken = createMemoryGeolocation();
    broken.setBehaviour('error');
    const chain = createGeolocationChain([header, broken]);
    expect((await chain.countryOf(request))._unsafeUnwrapErr()).toEqual({
      type: 'geolocation.unavailable',
    });
  });

  it('answers unknown when it has no sources at all', async () => {
    expect((await createGeolocationChain([]).countryOf(request))._unsafeUnwrap()).toEqual({
      kind: 'unknown',
    });
  });
});
