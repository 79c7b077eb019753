import * as v from 'valibot';

/*
 * Payments (issue 4): the card provider, the offline demo, rate limits, reconciliation and the
 * server-side conversion API. Parsed as part of `server/config.ts`'s one schema.
 */

/** Flitt's test merchant and key (docs/integrations.md "Flitt test mode"): what the offline demo signs with. */
export const DEMO_MERCHANT = { merchantId: '1549901', secretKey: 'test' } as const;

/** How the offline demo's provider delivers server callbacks (a test switch). */
export type DemoCallbackMode = 'deliver' | 'never' | 'twice';

/**
 * `demo` (default): a local Flitt mounted under the site's own origin, so `npm start` can sell a
 * test purchase with no internet; `live`: the real Flitt at `baseUrl` (a local fake in tests).
 */
export type PaymentProviderConfig =
  | {
      readonly kind: 'demo';
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

/** Everything the purchase funnel's server side reads from the environment. */
export interface PaymentsConfig {
  readonly provider: PaymentProviderConfig;
  /** Origin put into `server_callback_url` and `response_url` (default SITE_ORIGIN). */
  readonly callbackOrigin: string;
  readonly checkoutRateLimitPerMinute: number;
  readonly lookupRateLimitPerMinute: number;
  /** Orders still unpaid this long after their last change are asked about (docs/security.md "Payment callbacks"). */
  readonly reconcileAfterMs: number;
  readonly reconcileIntervalMs: number;
  /** Flitt's callback source IPs to require; null = no IP check (needs a trusted proxy setup). */
  readonly callbackIps: readonly string[] | null;
  readonly metaConversions: MetaConversionsConfig | null;
}

const wholeNumber = (fallback: string, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,10}$/, `must be a whole number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `must be a whole number from ${min} to ${max}`),
  );

const httpUrl = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.url('must be an absolute http(s) URL'),
    v.check((value) => /^https?:$/.test(new URL(value).protocol), 'must use http or https'),
    v.transform((value) => value.replace(/\/+$/, '')),
  );

/** The payment variables; merged into the config schema. */
export const paymentsEnv = {
  FLITT_MODE: v.optional(v.picklist(['demo', 'live'], 'must be demo or live'), 'demo'),
  FLITT_MERCHANT_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'must be digits'))),
  FLITT_SECRET_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,128}$/, 'must be 1-128 printable characters')),
  ),
  FLITT_BASE_URL: httpUrl('https://pay.flitt.com'),
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
  META_PIXEL_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{5,20}$/, 'must be digits'))),
  META_CAPI_ACCESS_TOKEN: v.optional(
    v.pipe(v.string(), v.regex(/^\S{10,512}$/, 'must be a token')),
  ),
  META_CAPI_TEST_EVENT_CODE: v.optional(
    v.pipe(v.string(), v.regex(/^\w{1,32}$/, 'must be a code')),
  ),
  META_GRAPH_BASE_URL: httpUrl('https://graph.facebook.com'),
};

const PaymentsEnvSchema = v.object(paymentsEnv);
type PaymentsEnv = v.InferOutput<typeof PaymentsEnvSchema>;

/** Maps the parsed variables; `siteOrigin` is the default callback origin. */
export function toPaymentsConfig(env: PaymentsEnv, siteOrigin: string): PaymentsConfig {
  const provider: PaymentProviderConfig =
    env.FLITT_MODE === 'live'
      ? {
          kind: 'live',
          merchantId: env.FLITT_MERCHANT_ID ?? '',
          secretKey: env.FLITT_SECRET_KEY ?? '',
          baseUrl: env.FLITT_BASE_URL,
          timeoutMs: env.FLITT_TIMEOUT_MS,
        }
      : {
          kind: 'demo',
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
    reconcileAfterMs: env.RECONCILE_AFTER_SECONDS * 1000,
    reconcileIntervalMs: env.RECONCILE_INTERVAL_MS,
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
 * Live payments cannot run without the merchant's id and key: refuse to start, naming the spec's
 * message ("The checkout requires a configured merchant id", docs/validation.md "Error codes" MERCHANT_ID_NOT_CONFIGURED).
 */
export function paymentsProblems(env: PaymentsEnv): string[] {
  if (env.FLITT_MODE !== 'live') return [];
  const problems: string[] = [];
  if (!env.FLITT_MERCHANT_ID) {
    problems.push(
      'FLITT_MERCHANT_ID: The checkout requires a configured merchant id (FLITT_MODE=live)',
    );
  }
  if (!env.FLITT_SECRET_KEY) {
    problems.push('FLITT_SECRET_KEY: is required when FLITT_MODE=live (the payment key)');
  }
  return problems;
}
