import { GEO_LOADING, type GeoState } from './geo-state';

/**
 * One detection per page load, shared by every `useGeo()` caller (a module-level store read with
 * `useSyncExternalStore`), so a second component asking for geo data causes no second request.
 */
let state: GeoState = GEO_LOADING;
let started = false;
const listeners = new Set<() => void>();

/** The current state (client snapshot). */
export function readGeoState(): GeoState {
  return state;
}

/** Prerendering always renders the loading state, so hydration matches. */
export function readServerGeoState(): GeoState {
  return GEO_LOADING;
}

/** Subscribes a listener; returns the unsubscribe function. */
export function subscribeGeo(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Publishes a new state to every subscriber. */
export function setGeoState(next: GeoState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** True only for the first caller in this page load: that caller runs the detection. */
export function claimGeoDetection(): boolean {
  if (started) return false;
  started = true;
  return true;
}
