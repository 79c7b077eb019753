import * as v from 'valibot';
import { serviceBaseUrl } from './url';

/* Country detection and the IP city lookup (docs/integrations.md "IP geolocation"). */

/** Geolocation and IP city lookup settings. */
export interface GeoConfig {
  /** A CDN country header to trust (`cf-ipcountry`); set it only when that CDN fronts the site. */
  readonly countryHeader: string | undefined;
  /** The offline country database file; undefined = the bundled CC0 one, `off` = none. */
  readonly mmdbPath: string | undefined;
  /** City lookup for lead rows: `off` (default: nothing leaves the machine) or ipapi.co. */
  readonly ipCityLookup: 'off' | 'ipapi';
  readonly ipapiBaseUrl: string;
}

export const geoEnv = {
  GEO_COUNTRY_HEADER: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name such as cf-ipcountry'),
      v.toLowerCase(),
    ),
  ),
  GEO_MMDB_PATH: v.optional(v.pipe(v.string(), v.trim())),
  IP_CITY_LOOKUP: v.optional(v.picklist(['off', 'ipapi'], 'must be off or ipapi'), 'off'),
  IPAPI_BASE_URL: serviceBaseUrl('https://ipapi.co'),
};

export function toGeoConfig(env: GeoEnv): GeoConfig {
  return {
    countryHeader: env.GEO_COUNTRY_HEADER,
    mmdbPath: env.GEO_MMDB_PATH,
    ipCityLookup: env.IP_CITY_LOOKUP,
    ipapiBaseUrl: env.IPAPI_BASE_URL,
  };
}

const GeoEnvSchema = v.object(geoEnv);
type GeoEnv = v.InferOutput<typeof GeoEnvSchema>;
