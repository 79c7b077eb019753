import { errAsync, okAsync } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import type { IpCity, IpCityLookup } from '../../core/ports/ip-city-lookup';
import { isPublicIp } from '../geo/public-ip';

/**
 * The in-memory twin of the ipapi adapter: a table of answers. Private or malformed addresses fail
 * with status `reserved` like the real adapter; unknown addresses with status 404. `self` is the
 * answer for a lookup without an address.
 */
export function createMemoryIpCityLookup(
  table: Readonly<Record<string, Omit<IpCity, 'ip'>>> = {},
  self?: IpCity,
): IpCityLookup {
  return {
    lookup: (ip) => {
      if (ip === undefined) {
        return self === undefined
          ? errAsync(domainError('ip_lookup.failed', { status: 404 }))
          : okAsync(self);
      }
      if (!isPublicIp(ip)) return errAsync(domainError('ip_lookup.failed', { status: 'reserved' }));
      const found = table[ip];
      return found === undefined
        ? errAsync(domainError('ip_lookup.failed', { status: 404 }))
        : okAsync({ ...found, ip });
    },
  };
}
