import type { GeoData } from '../../../core/geo/geo-data';

/** Why detection fell back (docs/validation.md "Error codes" 'Failed to detect location'); `cause` is the API code. */
export interface GeoDetectError {
  readonly code: 'GEO_DETECT_FAILED';
  readonly cause: string;
  readonly status?: number;
}

/**
 * Geo detection as the client sees it (docs/messaging.md "Geo detection"): loading, then loaded from the cache or the
 * server, or the fallback record with the error kept.
 */
export type GeoState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly geo: GeoData; readonly source: 'cache' | 'server' }
  | { readonly status: 'fallback'; readonly geo: GeoData; readonly error: GeoDetectError };

/** The state before detection has run (and on the server while prerendering). */
export const GEO_LOADING: GeoState = { status: 'loading' };
