import { errAsync, okAsync } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import { normalizeCountryCode } from '../../core/geo/geo-from-country';
import type { Geolocation } from '../../core/ports/geolocation';
import { isPublicIp } from './public-ip';

/** The in-memory twin plus a switch that makes it fail, for tests of the callers' fallback. */
export interface MemoryGeolocation extends Geolocation {
  /** `'error'` answers `geolocation.unavailable`, `'throw'` throws (a bug), `'ok'` restores it. */
  setBehaviour(behaviour: 'ok' | 'error' | 'throw'): void;
}

/**
 * A table of IP → country code behaving like the real adapters: non-public addresses and addresses
 * not in the table are unknown (docs/architecture.md "Adapters and contract suites": every port has an in-memory twin).
 */
export function createMemoryGeolocation(
  countries: Readonly<Record<string, string>> = {},
): MemoryGeolocation {
  let behaviour: 'ok' | 'error' | 'throw' = 'ok';
  return {
    setBehaviour: (next) => {
      behaviour = next;
    },
    countryOf: ({ ip }) => {
      if (behaviour === 'throw') throw new Error('geolocation twin told to throw');
      if (behaviour === 'error') return errAsync(domainError('geolocation.unavailable'));
      const country = isPublicIp(ip) ? normalizeCountryCode(countries[ip]) : undefined;
      return okAsync(country === undefined ? { kind: 'unknown' } : { kind: 'known', country });
    },
  };
}
