import * as v from 'valibot';
import type { GeoData } from '../../../core/geo/geo-data';
import { GeoDataSchema } from '../../../core/geo/geo-data-schema';
import { isGeoCacheFresh } from '../../../core/geo/is-geo-cache-fresh';

/** localStorage key of the cached detection (spec part 1 §9: geo cache in local storage). */
export const GEO_CACHE_KEY = 'geo-data';

/** The storage subset used here, so tests pass a Map-backed fake. */
export type GeoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const CachedGeoSchema = v.object({
  geo: GeoDataSchema,
  /** Epoch milliseconds when the record was stored; freshness is measured from it. */
  cachedAt: v.pipe(v.number(), v.integer()),
});

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
  const entry = v.safeParse(CachedGeoSchema, parsed);
  if (entry.success && isGeoCacheFresh(new Date(entry.output.cachedAt), now)) {
    return entry.output.geo;
  }
  storage.removeItem(GEO_CACHE_KEY);
  return undefined;
}

/** Stores a record the server answered, stamped with the time it was stored. */
export function writeCachedGeo(storage: GeoStorage, geo: GeoData, now: Date): void {
  storage.setItem(GEO_CACHE_KEY, JSON.stringify({ geo, cachedAt: now.getTime() }));
}
