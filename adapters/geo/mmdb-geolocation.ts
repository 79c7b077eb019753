import { createRequire } from 'node:module';
import { open, type Reader, type Response } from 'maxmind';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import { normalizeCountryCode } from '../../core/geo/geo-from-country';
import type { CountryLookup, Geolocation, GeolocationError } from '../../core/ports/geolocation';
import { isPublicIp, unmapIpv4 } from './public-ip';

/** The ip-location-db databases hold `{ country_code: 'GE' }` records (docs/integrations.md "IP geolocation"). */
function countryCodeOf(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null || !('country_code' in record))
    return undefined;
  return typeof record.country_code === 'string' ? record.country_code : undefined;
}

/** Where the offline database is read from. */
export interface MmdbGeolocationOptions {
  readonly path: string;
  /** Looked-up addresses kept in the reader's cache. */
  readonly cacheSize?: number;
}

/**
 * The CC0 country database shipped in `@ip-location-db/geo-whois-asn-country-mmdb` (IPv4 and IPv6,
 * record `{ country_code }`): the default when `GEO_MMDB_PATH` is unset. Refresh it by updating the
 * package or by pointing `GEO_MMDB_PATH` at a newer file from sapics/ip-location-db releases.
 */
export function defaultMmdbPath(): string {
  return createRequire(import.meta.url).resolve(
    '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
  );
}

/**
 * Looks the request's IP up in an offline MaxMind-format database through the `maxmind` reader.
 * The file opens on the first lookup (start-up stays fast) and is kept open; a failed open is
 * retried on the next lookup. Private, loopback and malformed addresses are unknown without a read.
 */
export function createMmdbGeolocation({
  path,
  cacheSize = 10_000,
}: MmdbGeolocationOptions): Geolocation {
  let reader: Promise<Reader<Response>> | undefined;
  const unavailable = (): GeolocationError => domainError('geolocation.unavailable');

  const openReader = (): ResultAsync<Reader<Response>, GeolocationError> => {
    reader ??= open<Response>(path, { cache: { max: cacheSize } });
    return ResultAsync.fromPromise(reader, () => {
      reader = undefined;
      return unavailable();
    });
  };

  return {
    countryOf: ({ ip }) => {
      if (!isPublicIp(ip)) return okAsync<CountryLookup>({ kind: 'unknown' });
      return openReader().andThen((opened) => {
        let record: unknown;
        try {
          record = opened.get(unmapIpv4(ip));
        } catch {
          return errAsync(unavailable());
        }
        const country = normalizeCountryCode(countryCodeOf(record));
        return okAsync<CountryLookup>(
          country === undefined ? { kind: 'unknown' } : { kind: 'known', country },
        );
      });
    },
  };
}
