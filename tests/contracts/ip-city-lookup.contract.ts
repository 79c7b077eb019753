import { describe, expect, it } from 'vitest';
import type { IpCityLookup } from '../../core/ports/ip-city-lookup';

/** What every IpCityLookup must answer for the addresses shared by the twin and the fake. */
export function describeIpCityLookup(name: string, make: () => Promise<IpCityLookup>): void {
  describe(`IpCityLookup contract: ${name}`, () => {
    it('reads city, country name, region and ip of a known address', async () => {
      const lookup = await make();
      expect((await lookup.lookup('31.146.1.1'))._unsafeUnwrap()).toEqual({
        city: 'Tbilisi',
        country: 'Georgia',
        region: 'Tbilisi',
        ip: '31.146.1.1',
      });
    });

    it('looks the caller itself up when no address is given', async () => {
      const lookup = await make();
      expect((await lookup.lookup())._unsafeUnwrap()).toMatchObject({ country: 'Georgia' });
    });

    it('fails with ip_lookup.failed and status reserved for private and malformed addresses', async () => {
      const lookup = await make();
      for (const ip of ['127.0.0.1', '192.168.0.7', 'not-an-ip']) {
        expect((await lookup.lookup(ip))._unsafeUnwrapErr()).toEqual({
          type: 'ip_lookup.failed',
          params: { status: 'reserved' },
        });
      }
    });

    it('fails with ip_lookup.failed for an address it cannot place', async () => {
      const lookup = await make();
      expect((await lookup.lookup('1.2.3.4'))._unsafeUnwrapErr()).toEqual({
        type: 'ip_lookup.failed',
        params: { status: 404 },
      });
    });
  });
}
