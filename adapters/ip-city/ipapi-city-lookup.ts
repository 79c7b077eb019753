import { err, errAsync, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { Dispatcher } from 'undici';
import * as v from 'valibot';
import { domainError } from '../../core/errors/domain-error';
import type { Clock } from '../../core/ports/clock';
import type { IpCity, IpCityLookup, IpCityLookupError } from '../../core/ports/ip-city-lookup';
import { isPublicIp } from '../geo/public-ip';
import { fetch } from '../http/undici-fetch';
import { notArray } from '../vendor-json/not-array';
import { createTtlLruCache } from './ttl-lru-cache';

/** docs/messaging.md "Geo detection": "IP city cache 1 hour". */
const CACHE_TTL_MS = 60 * 60 * 1000;

/** Where ipapi.co is and how long to wait for it. */
export interface IpapiCityLookupOptions {
  readonly baseUrl?: string;
  /** The lookup is a nicety (a lead row's city); a slow answer is not worth waiting for. */
  readonly timeoutMs?: number;
  /** Reads expiry of the 1-hour cache; the system clock when omitted. */
  readonly clock?: Clock;
  /** Addresses remembered at most (least recently used go first). */
  readonly cacheSize?: number;
  readonly dispatcher?: Dispatcher;
}

const failed = (status: string | number): IpCityLookupError =>
  domainError('ip_lookup.failed', { status });

/** ipapi leaves unknown fields `null`; both that and absence read as an empty cell. */
const Text = v.optional(v.nullable(v.string()), '');

/** `{ ip, city, region, country_name }`, or `error: true` for a 429 or a reserved range. */
const IpapiAnswerSchema = v.pipe(
  notArray,
  v.object({
    ip: Text,
    city: Text,
    region: Text,
    country_name: Text,
    error: v.optional(v.boolean(), false),
  }),
);

/** A 200 answer of the expected shape is the city; anything else fails with the HTTP status. */
export function readIpapiAnswer(
  status: number,
  body: unknown,
  asked: string | undefined,
): Result<IpCity, IpCityLookupError> {
  const answer = v.safeParse(IpapiAnswerSchema, body);
  if (status !== 200 || !answer.success || answer.output.error) return err(failed(status));
  const { ip, city, region, country_name: country } = answer.output;
  return ok({
    city: city ?? '',
    country: country ?? '',
    region: region ?? '',
    ip: ip || (asked ?? ''),
  });
}

/**
 * ipapi.co's `GET /{ip}/json/` (docs/integrations.md "IP geolocation"), answers cached for an hour per address in a
 * bounded LRU (docs/messaging.md "Geo detection"). Failures follow docs/validation.md "Error codes" 'IP lookup failed with status: {code}': the HTTP
 * status, or `timeout` / `network` when there was no answer, or `reserved` for a private or
 * malformed address, which is refused without a request. Failures are not cached.
 */
export function createIpapiCityLookup(options: IpapiCityLookupOptions = {}): IpCityLookup {
  const baseUrl = (options.baseUrl ?? 'https://ipapi.co').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3000;
  const extra = options.dispatcher === undefined ? {} : { dispatcher: options.dispatcher };
  const clock = options.clock ?? { now: () => new Date() };
  const cache = createTtlLruCache<IpCity>({
    maxEntries: options.cacheSize ?? 1000,
    ttlMs: CACHE_TTL_MS,
    clock,
  });

  const request = (ip: string | undefined): ResultAsync<IpCity, IpCityLookupError> =>
    ResultAsync.fromPromise(
      fetch(`${baseUrl}/${ip === undefined ? '' : `${encodeURIComponent(ip)}/`}json/`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        ...extra,
      }),
      (error) =>
        failed(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network'),
    ).andThen((response) =>
      ResultAsync.fromPromise(response.json(), () => failed(response.status)).andThen((body) =>
        readIpapiAnswer(response.status, body, ip),
      ),
    );

  return {
    lookup: (ip) => {
      if (ip !== undefined && !isPublicIp(ip)) return errAsync(failed('reserved'));
      const key = ip ?? 'self';
      const cached = cache.get(key);
      if (cached !== undefined) return okAsync(cached);
      return request(ip).map((city) => {
        cache.set(key, city);
        return city;
      });
    },
  };
}
