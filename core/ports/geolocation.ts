import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '../errors/domain-error';

/** What the server knows about a request that can locate it. Header names are lower-case. */
export interface RequestFacts {
  readonly ip?: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
}

/** A country, or the admission that it is not known (XX, Tor, private ranges). */
export type CountryLookup =
  | { readonly kind: 'known'; readonly country: string; readonly countryName?: string }
  | { readonly kind: 'unknown' };

/** The lookup itself failed (database missing, service down). */
export type GeolocationError = DomainError<'geolocation.unavailable'>;

/** Finds a visitor's country (docs/integrations.md "IP geolocation": CDN header, offline database, or a service). */
export interface Geolocation {
  /** The country of the request, upper-case ISO alpha-2 when known. */
  countryOf(request: RequestFacts): ResultAsync<CountryLookup, GeolocationError>;
}
