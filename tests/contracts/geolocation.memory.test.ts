import { describe, expect, it } from 'vitest';
import { createMemoryGeolocation } from '../../adapters/geo/memory-geolocation';
import { describeGeolocation } from './geolocation.contract';

describeGeolocation('memory', () => ({
  geolocation: createMemoryGeolocation({ '31.146.1.1': 'ge', '8.8.8.8': 'US', '127.0.0.1': 'GE' }),
  georgian: { ip: '31.146.1.1', headers: {} },
  american: { ip: '8.8.8.8', headers: {} },
}));

describe('memory geolocation switches', () => {
  it('fails with geolocation.unavailable or throws when told to, and recovers', async () => {
    const geolocation = createMemoryGeolocation({ '8.8.8.8': 'US' });
    const request = { ip: '8.8.8.8', headers: {} };
    geolocation.setBehaviour('error');
    expect((await geolocation.countryOf(request))._unsafeUnwrapErr()).toEqual({
      type: 'geolocation.unavailable',
    });
    geolocation.setBehaviour('throw');
    expect(() => geolocation.countryOf(request)).toThrow();
    geolocation.setBehaviour('ok');
    expect((await geolocation.countryOf(request))._unsafeUnwrap()).toEqual({
      kind: 'known',
      country: 'US',
    });
  });
});
