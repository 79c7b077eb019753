import { err, ok, ResultAsync } from 'neverthrow';
import type { Geolocation, GeolocationError } from '../../core/ports/geolocation';

/**
 * Asks each source in order and takes the first known country (trusted CDN header → offline
 * database, docs/integrations.md "IP geolocation"). A failing source is skipped. When no source knows the country the
 * answer is unknown, or the last failure if any source failed, so the caller can log it; the geo
 * route answers the spec's fallback record either way.
 */
export function createGeolocationChain(sources: readonly Geolocation[]): Geolocation {
  return {
    countryOf: (request) =>
      new ResultAsync(
        (async () => {
          let failure: GeolocationError | undefined;
          for (const source of sources) {
            const result = await source.countryOf(request);
            if (result.isErr()) failure = result.error;
            else if (result.value.kind === 'known') return ok(result.value);
          }
          return failure === undefined ? ok({ kind: 'unknown' } as const) : err(failure);
        })(),
      ),
  };
}
