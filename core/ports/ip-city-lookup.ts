import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '../errors/domain-error';

/** Where an IP address is (docs/messaging.md "Geo detection"). */
export interface IpCity {
  readonly city: string;
  readonly country: string;
  readonly region: string;
  readonly ip: string;
}

/** 'IP lookup failed with status: {status}' (docs/validation.md "Error codes"); `status` param when there was an answer. */
export type IpCityLookupError = DomainError<'ip_lookup.failed'>;

/** City-level IP lookup, cached for an hour by callers (docs/messaging.md "Geo detection"). */
export interface IpCityLookup {
  /** Looks up the given address, or the caller's own when omitted. */
  lookup(ip?: string): ResultAsync<IpCity, IpCityLookupError>;
}
