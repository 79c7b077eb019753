import type { GeoData } from '../../../core/geo/geo-data';
import { isGeoCacheFresh } from '../../../core/geo/is-geo-cache-fresh';
import { parseGeoData } from '../../../core/geo/parse-geo-data';

/** localStorage key of the cached detection (docs/messaging.md "Geo detection": geo cache in local storage). */
export const GEO_CACHE_KEY = 'geo-data';

/** The storage subset used here, so tests pass a Map-backed fake. */
export type GeoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored entry: the record and the epoch milliseconds when it was stored (freshness is measured from it). */
function parseCachedGeo(value: unknown): { geo: GeoData; cachedAt: number } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { geo, cachedAt } = value as { geo?: unknown; cachedAt?: unknown };
  const parsed = parseGeoData(geo);
  return parsed && Number.isSafeInteger(cachedAt)
    ? { geo: parsed, cachedAt: cachedAt as number }
    : undefined;
}

/**
 * The cached record while it is fresh (15 minutes, a future stamp counts as stale); a stale,
 * malformed or tampered entry is removed and gives undefined.
 */
export function readCachedGeo(storage: GeoStorage, now: Date): GeoData | undefined {
  const raw = storage.getItem(GEO_CACHE_KEY);
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const entry = parseCachedGeo(parsed);
  if (entry && isGeoCacheFresh(new Date(entry.cachedAt), now)) return entry.geo;
  storage.removeItem(GEO_CACHE_KEY);
  return undefined;
}

/** Stores a record the server answered, stamped with the time it was stored. */
export function writeCachedGeo(storage: GeoStorage, geo: GeoData, now: Date): void {
  storage.setItem(GEO_CACHE_KEY, JSON.stringify({ geo, cachedAt: now.getTime() }));
}
