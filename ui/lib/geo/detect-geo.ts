import { FALLBACK_GEO } from '../../../core/geo/geo-data';
import { parseGeoData } from '../../../core/geo/parse-geo-data';
import type { ApiResult } from '../api/api-result';
import { type GeoStorage, readCachedGeo, writeCachedGeo } from './geo-cache';
import type { GeoState } from './geo-state';

/** What one detection needs; `storage` is undefined when the browser refuses localStorage. */
export interface DetectGeoDependencies {
  readonly fetchGeo: () => Promise<ApiResult<unknown>>;
  readonly storage: GeoStorage | undefined;
  readonly now: () => Date;
}

function tryStorage<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined; // private mode or a full quota: detection still works without the cache
  }
}

/**
 * docs/messaging.md "Geo detection": a fresh cached record, else `GET /api/geo/detect` (cached for
 * 15 minutes when the answer is a valid geo record), else the fallback record with the error kept.
 * Fallbacks are not cached, so the next page load tries again.
 */
export async function detectGeo({
  fetchGeo,
  storage,
  now,
}: DetectGeoDependencies): Promise<GeoState> {
  const cached = storage && tryStorage(() => readCachedGeo(storage, now()));
  if (cached !== undefined) return { status: 'loaded', geo: cached, source: 'cache' };
  const answer = await fetchGeo();
  if (!answer.ok) {
    const error = { code: 'GEO_DETECT_FAILED', cause: answer.code } as const;
    return {
      status: 'fallback',
      geo: FALLBACK_GEO,
      error: answer.status === undefined ? error : { ...error, status: answer.status },
    };
  }
  const geo = parseGeoData(answer.data);
  if (geo === undefined) {
    const error = { code: 'GEO_DETECT_FAILED', cause: 'INVALID_RESPONSE_FORMAT' } as const;
    return { status: 'fallback', geo: FALLBACK_GEO, error };
  }
  if (storage) tryStorage(() => writeCachedGeo(storage, geo, now()));
  return { status: 'loaded', geo, source: 'server' };
}
