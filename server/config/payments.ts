import * as v from 'valibot';
import {
  type StatusCheckPolicy,
  statusCheckPolicy,
} from '../../core/payment/status-check-schedule';
import { serviceBaseUrl } from './url';
import { wholeNumber } from './whole-number';

/*
 * Payments: the card provider, the offline demo, rate limits, reconciliation and the
 * server-side conversion API. Parsed as part of `config.ts`'s one schema.
 */

/** Flitt's test merchant and key (docs/integrations.md "Flitt test mode"): what the offline demo signs with. */
export const DEMO_MERCHANT = { merchantId: '1549901', secretKey: 'test' } as const;

/** How the offline demo's provider delivers server callbacks (a test switch). */
export type DemoCallbackMode = 'deliver' | 'never' | 'twice';

/**
 * `demo`: a local Flitt mounted under the site's own origin, so `npm start` can sell a test purchase
 * with no internet; `live`: the real Flitt at `baseUrl` (a local fake in tests). Which one runs is
 * decided by `flittMode` (docs/operations.md "Payment mode").
 */
export type PaymentProviderConfig =
  | {
      readonly kind: 'demo';
      /** FLITT_MODE=demo chosen for a public SITE_ORIGIN: allowed, with a loud warning at start. */
      readonly onPublicOrigin: boolean;
      readonly merchantId: string;
      readonly secretKey: string;
      readonly callbackMode: DemoCallbackMode;
      readonly callbackDelayMs: number;
    }
  | {
      readonly kind: 'live';
      readonly merchantId: string;
      readonly secretKey: string;
      /** Scheme and host of Flitt's API and widget assets. */
      readonly baseUrl: string;
      readonly timeoutMs: number;
    };

/** Meta Conversions API settings; null when no pixel and token are configured. */
export interface MetaConversionsConfig {
  readonly pixelId: string;
  readonly accessToken: string;
  readonly testEventCode: string | undefined;
  readonly baseUrl: string;
}

/** When the reconciliation job asks Flitt about unpaid orders, and how many per pass. */
export interface ReconciliationConfig {
  /** First question after creation, the job's interval and the settling check (core's schedule). */
  readonly schedule: StatusCheckPolicy;
  /** Status questions one pass may ask at most (`RECONCILE_BUDGET_PER_PASS`). */
  readonly budgetPerPass: number;
}

/** Everything the purchase funnel's server side reads from the environment. */
export interface PaymentsConfig {
  readonly provider: PaymentProviderConfig;
  /** Origin put into `server_callback_url` and `response_url` (default SITE_ORIGIN). */
  readonly callbackOrigin: string;
  readonly checkoutRateLimitPerMinute: number;
  readonly lookupRateLimitPerMinute: number;
  /** The reconciliation job (docs/purchase.md "Reconciliation"). */
  readonly reconciliation: ReconciliationConfig;
  /** Flitt's callback source IPs to require; null = no IP check (needs a trusted proxy setup). */
  readonly callbackIps: readonly string[] | null;
  readonly metaConversions: MetaConversionsConfig | null;
}

/** The payment variables; merged into the config schema. */
export const paymentsEnv = {
  // No default: see `flittMode`.
  FLITT_MODE: v.optional(v.picklist(['demo', 'live'], 'must be demo or live')),
  FLITT_MERCHANT_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'must be digits'))),
  FLITT_SECRET_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,128}$/, 'must be 1-128 printable characters')),
  ),
  FLITT_BASE_URL: serviceBaseUrl('https://pay.flitt.com'),
  FLITT_TIMEOUT_MS: wholeNumber('15000', 100, 60_000),
  FLITT_DEMO_CALLBACKS: v.optional(
    v.picklist(['deliver', 'never', 'twice'], 'must be deliver, never or twice'),
    'deliver',
  ),
  FLITT_DEMO_CALLBACK_DELAY_MS: wholeNumber('0', 0, 600_000),
  FLITT_CALLBACK_IPS: v.optional(
    v.pipe(v.string(), v.regex(/^[\d.:a-fA-F]+(,[\d.:a-fA-F]+)*$/, 'must be comma-separated IPs')),
  ),
  PAYMENT_CALLBACK_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.url('must be an origin such as https://example.ge'),
      v.transform((value) => new URL(value).origin),
    ),
  ),
  CHECKOUT_RATE_LIMIT_PER_MINUTE: wholeNumber('10', 1, 1_000_000),
  PAYMENT_LOOKUP_RATE_LIMIT_PER_MINUTE: wholeNumber('60', 1, 10_000_000),
  RECONCILE_AFTER_SECONDS: wholeNumber('600', 0, 86_400),
  RECONCILE_INTERVAL_MS: wholeNumber('60000', 100, 3_600_000),
  RECONCILE_BUDGET_PER_PASS: wholeNumber('200', 1, 10_000),
  META_PIXEL_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{5,20}$/, 'must be digits'))),
  META_CAPI_ACCESS_TOKEN: v.optional(
    v.pipe(v.string(), v.regex(/^\S{10,512}$/, 'must be a token')),
  ),
  META_CAPI_TEST_EVENT_CODE: v.optional(
    v.pipe(v.string(), v.regex(/^\w{1,32}$/, 'must be a code')),
  ),
  META_GRAPH_BASE_URL: serviceBaseUrl('https://graph.facebook.com'),
};

const PaymentsEnvSchema = v.object(paymentsEnv);
type PaymentsEnv = v.InferOutput<typeof PaymentsEnvSchema>;

/** True when the site runs only on this machine: localhost, a *.localhost name or a loopback IP. */
function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Which Flitt runs (docs/operations.md "Payment mode"): FLITT_MODE, else live with any credential,
 * else demo on a local SITE_ORIGIN only; a public site with neither gets none, so it refuses to
 * start rather than take test cards as payments.
 */
function flittMode(
  env: PaymentsEnv,
  siteOrigin: string,
): PaymentProviderConfig['kind'] | undefined {
  if (env.FLITT_MODE !== undefined) return env.FLITT_MODE;
  if (env.FLITT_MERCHANT_ID !== undefined || env.FLITT_SECRET_KEY !== undefined) return 'live';
  return isLocalOrigin(siteOrigin) ? 'demo' : undefined;
}

/** Maps the parsed variables; `siteOrigin` is the default callback origin. */
export function toPaymentsConfig(env: PaymentsEnv, siteOrigin: string): PaymentsConfig {
  const provider: PaymentProviderConfig =
    flittMode(env, siteOrigin) === 'live'
      ? {
          kind: 'live',
          merchantId: env.FLITT_MERCHANT_ID ?? '',
          secretKey: env.FLITT_SECRET_KEY ?? '',
          baseUrl: env.FLITT_BASE_URL,
          timeoutMs: env.FLITT_TIMEOUT_MS,
        }
      : {
          kind: 'demo',
          onPublicOrigin: !isLocalOrigin(siteOrigin),
          ...DEMO_MERCHANT,
          callbackMode: env.FLITT_DEMO_CALLBACKS,
          callbackDelayMs: env.FLITT_DEMO_CALLBACK_DELAY_MS,
        };
  const pixelId = env.META_PIXEL_ID;
  const accessToken = env.META_CAPI_ACCESS_TOKEN;
  return {
    provider,
    callbackOrigin: env.PAYMENT_CALLBACK_ORIGIN ?? siteOrigin,
    checkoutRateLimitPerMinute: env.CHECKOUT_RATE_LIMIT_PER_MINUTE,
    lookupRateLimitPerMinute: env.PAYMENT_LOOKUP_RATE_LIMIT_PER_MINUTE,
    reconciliation: {
      schedule: statusCheckPolicy(env.RECONCILE_AFTER_SECONDS * 1000, env.RECONCILE_INTERVAL_MS),
      budgetPerPass: env.RECONCILE_BUDGET_PER_PASS,
    },
    callbackIps: env.FLITT_CALLBACK_IPS?.split(',') ?? null,
    metaConversions:
      pixelId === undefined || accessToken === undefined
        ? null
        : {
            pixelId,
            accessToken,
            testEventCode: env.META_CAPI_TEST_EVENT_CODE,
            baseUrl: env.META_GRAPH_BASE_URL,
          },
  };
}

/**
 * Live payments need the merchant's id and key: refuse to start with MERCHANT_ID_NOT_CONFIGURED's
 * message and why payments are live (docs/operations.md "Payment mode").
 */
export function paymentsProblems(env: PaymentsEnv, siteOrigin: string): string[] {
  const mode = flittMode(env, siteOrigin);
  if (mode === 'demo') return [];
  if (mode === undefined) {
    return [
      `FLITT_MERCHANT_ID: The checkout requires a configured merchant id (SITE_ORIGIN ${siteOrigin} is public, so payments are live)`,
      'FLITT_SECRET_KEY: is required for live payments on a public SITE_ORIGIN (the payment key)',
      'FLITT_MODE: is unset; test-card (demo) payments run by default only on a local SITE_ORIGIN, so set FLITT_MODE=demo to run them on this public one on purpose',
    ];
  }
  const why =
    env.FLITT_MODE === 'live'
      ? 'FLITT_MODE=live'
      : `${env.FLITT_MERCHANT_ID === undefined ? 'FLITT_SECRET_KEY' : 'FLITT_MERCHANT_ID'} is set`;
  const problems: string[] = [];
  if (!env.FLITT_MERCHANT_ID) {
    problems.push(`FLITT_MERCHANT_ID: The checkout requires a configured merchant id (${why})`);
  }
  if (!env.FLITT_SECRET_KEY) {
    problems.push(`FLITT_SECRET_KEY: is required when ${why} (the payment key)`);
  }
  return problems;
}
