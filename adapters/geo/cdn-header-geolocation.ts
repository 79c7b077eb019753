import { okAsync } from 'neverthrow';
import { normalizeCountryCode } from '../../core/geo/geo-from-country';
import type { Geolocation } from '../../core/ports/geolocation';

/** Which request header carries the CDN's country (e.g. `cf-ipcountry`, `cloudfront-viewer-country`). */
export interface CdnHeaderGeolocationOptions {
  readonly header: string;
}

/**
 * Reads the visitor's country from a CDN header (docs/integrations.md "IP geolocation"). Only
 * wire it when the site really sits behind that CDN (`GEO_COUNTRY_HEADER`): otherwise any client
 * could forge the header. `XX`, `T1`, `ZZ`, empty or malformed values mean unknown.
 */
export function createCdnHeaderGeolocation({ header }: CdnHeaderGeolocationOptions): Geolocation {
  const name = header.toLowerCase();
  return {
    countryOf: (request) => {
      const country = normalizeCountryCode(request.headers[name]);
      return okAsync(country === undefined ? { kind: 'unknown' } : { kind: 'known', country });
    },
  };
}
