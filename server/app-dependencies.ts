import type { Redis } from 'ioredis';
import type { Clock } from '../core/ports/clock';
import type { ExchangeRates } from '../core/ports/exchange-rates';
import type { Geolocation } from '../core/ports/geolocation';
import type { Ids } from '../core/ports/ids';
import type { IpCityLookup } from '../core/ports/ip-city-lookup';
import type { RegistrationStore } from '../core/ports/registration-store';
import type { SiteConfig } from '../core/site-config/site-config';
import type { PaymentDependencies } from './routes/purchase';
import type { ClockControl } from './routes/test-clock';
import type { SiteConfigSource } from './site-config/site-config-source';
import type { LeadDeliveryDependencies } from './workers/outbox-worker-hooks';

/**
 * Redis shared by every instance when `REDIS_URL` is set (docs/security.md "Shared state across
 * instances"). The SMS caps reach it through `delivery.smsGuard`; the app uses the rest.
 */
export interface SharedStateDependencies {
  /** The connection @fastify/rate-limit keeps its counters in, and their key prefix. */
  readonly rateLimit: { readonly client: Redis; readonly nameSpace: string };
  /** True when Redis answers now (for `/health`). */
  ping(): Promise<boolean>;
  /** Reports each loss and return of the connection (logged, once per change). */
  onStatusChange(listener: (status: 'up' | 'down', error?: Error) => void): void;
  /** Closes the connections (after in-flight requests finished). */
  close(): Promise<void>;
}

/** What the app needs from the outside world, as core port types only, so tests pass fakes. */
export interface AppDependencies {
  readonly store: RegistrationStore;
  readonly clock: Clock;
  readonly ids: Ids;
  /**
   * Lead sink, SMS sender, SMS caps and jitter source (docs/messaging.md). Without them the registration
   * and lead routes and the outbox worker are not mounted (tests of unrelated routes).
   */
  readonly delivery?: LeadDeliveryDependencies;
  /** Visitor country for `/api/geo/detect` (docs/messaging.md "Geo detection"); absent: every visitor is unknown. */
  readonly geolocation?: Geolocation;
  /** City of an IP for lead rows (docs/integrations.md "IP geolocation"); absent when `IP_CITY_LOOKUP=off`. */
  readonly ipCityLookup?: IpCityLookup;
  /**
   * The card provider: Flitt, or the offline demo's local Flitt. Checkout, callback,
   * return, lookup and reconciliation mount only with it and `delivery` (they share the outbox).
   */
  readonly payments?: PaymentDependencies;
  /**
   * The operator's configuration (config/site.json), validated at start: its cohorts decide what is
   * on sale, at what price and with how many seats (docs/purchase.md "Cohorts").
   */
  readonly siteConfig: SiteConfig;
  /**
   * The configuration file, watched (the server's start): an applied edit replaces `siteConfig`
   * for every route and page (docs/site.md "Configuration reaches every page"). Absent: fixed.
   */
  readonly siteConfigSource?: SiteConfigSource;
  /**
   * Moves `clock` (tests only, with `CLOCK_START`): the pages, routes and workers see the new
   * instant at once (docs/operations.md "Test clock"). Absent in production.
   */
  readonly clockControl?: ClockControl;
  /** The USD rate for the calculator (docs/calculator.md "Exchange rate"); absent: `/api/rates/usd` serves the fallback. */
  readonly exchangeRates?: ExchangeRates;
  /** Redis (`REDIS_URL`); absent: rate limits and SMS caps live in this process. */
  readonly sharedState?: SharedStateDependencies;
}
