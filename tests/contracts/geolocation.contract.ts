import { describe, expect, it } from 'vitest';
import type { Geolocation, RequestFacts } from '../../core/ports/geolocation';

/** A Geolocation source and the requests that exercise it. */
export interface GeolocationUnderTest {
  readonly geolocation: Geolocation;
  /** A request the source must place in Georgia. */
  readonly georgian: RequestFacts;
  /** A request the source must place in the United States. */
  readonly american: RequestFacts;
}

const loopback: RequestFacts = { ip: '127.0.0.1', headers: {} };
const privateRange: RequestFacts = { ip: '192.168.1.20', headers: {} };

/**
 * What every Geolocation must do (memory twin, CDN header, offline database, chain): name a known
 * country in upper-case alpha-2, and answer unknown (never an error) for local or private requests.
 */
export function describeGeolocation(name: string, make: () => GeolocationUnderTest): void {
  describe(`Geolocation contract: ${name}`, () => {
    it('places a Georgian request in GE', async () => {
      const { geolocation, georgian } = make();
      expect((await geolocation.countryOf(georgian))._unsafeUnwrap()).toMatchObject({
        kind: 'known',
        country: 'GE',
      });
    });

    it('places an American request in US', async () => {
      const { geolocation, american } = make();
      expect((await geolocation.countryOf(american))._unsafeUnwrap()).toMatchObject({
        kind: 'known',
        country: 'US',
      });
    });

    it('answers unknown for loopback and private requests without failing', async () => {
      const { geolocation } = make();
      for (const request of [loopback, privateRange, { headers: {} }]) {
        expect((await geolocation.countryOf(request))._unsafeUnwrap()).toEqual({ kind: 'unknown' });
      }
    });
  });
}
