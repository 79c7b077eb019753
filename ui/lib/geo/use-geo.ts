import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { FALLBACK_GEO } from '../../../core/geo/geo-data';
import { onIdle } from '../browser/on-idle';
import type { GeoState } from './geo-state';
import {
  claimGeoDetection,
  readGeoState,
  readServerGeoState,
  setGeoState,
  subscribeGeo,
} from './geo-store';

export type { GeoState } from './geo-state';

/** Geo detection starts at the first idle moment, or after this long at the latest. */
const GEO_IDLE_TIMEOUT_MS = 5_000;

/**
 * The visitor's location (docs/messaging.md "Geo detection"): `loading` until detection ends (and
 * in prerender), then `loaded` or `fallback`. The first caller starts it after hydration, through a
 * dynamic import, and applies the geo language once.
 */
export function useGeo(): GeoState {
  const state = useSyncExternalStore(subscribeGeo, readGeoState, readServerGeoState);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!claimGeoDetection()) return;
    // Nobody waits for geo (it only picks a first-visit language), so its code loads when the
    // browser is idle: it stays out of the JavaScript that hydration and first input need.
    onIdle(() => {
      void import('./run-geo-detection')
        .then(({ runGeoDetection }) => runGeoDetection(navigate))
        .catch(() => {
          // A failed chunk load (offline, new deploy): the fallback, and the URL's language stays.
          const error = { code: 'GEO_DETECT_FAILED', cause: 'CHUNK_LOAD_FAILED' } as const;
          setGeoState({ status: 'fallback', geo: FALLBACK_GEO, error });
        });
    }, GEO_IDLE_TIMEOUT_MS);
  }, [navigate]);
  return state;
}
