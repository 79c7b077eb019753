import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { type BreakerSettings, DEFAULT_BREAKER_SETTINGS } from '../core/outbox/circuit-breaker';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../core/outbox/retry-policy';
import { DEFAULT_SMS_CAPS, type SmsCaps } from '../core/sms/sms-caps';
import { type EmailConfig, emailEnv, emailProblems, toEmailConfig } from './config-email';
import {
  type HttpLimitsConfig,
  httpLimitsEnv,
  httpLimitsProblems,
  toHttpLimitsConfig,
} from './config-http';
import {
  type PaymentsConfig,
  paymentsEnv,
  paymentsProblems,
  toPaymentsConfig,
} from './config-payments';
import { httpUrlField, serviceBaseUrl } from './config-url';
import { wholeNumber } from './config-whole-number';

/** Where registrations are stored: PostgreSQL when `DATABASE_URL` is set, else an embedded SQLite file. */
export type DatabaseConfig =
  | { readonly kind: 'postgres'; readonly connectionString: string }
  | { readonly kind: 'sqlite'; readonly filename: string };

/** Fastify's `trustProxy`: off, on, a hop count, or the proxy addresses/CIDRs to trust. */
export type TrustProxy = boolean | number | readonly string[];

/** The server's whole configuration, parsed once from the environment (docs/architecture.md "Configuration"). */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Scheme, host and port only, no trailing slash: used for canonical URLs and the sitemap. */
  readonly siteOrigin: string;
  readonly database: DatabaseConfig;
  readonly siteDir: string;
  readonly localesDir: string;
  /**
   * Where the server's one clock starts (`CLOCK_START`, tests only): it then runs at real speed from
   * that instant for the pages, the routes and the workers alike. Null: the wall clock.
   */
  readonly clockStart: Date | null;
  readonly logLevel: LogLevel;
  readonly trustProxy: TrustProxy;
  readonly leadDelivery: LeadDeliveryConfig;
  readonly geo: GeoConfig;
  readonly smsControl: SmsControlConfig;
  /** Card payments, the offline demo, reconciliation and conversions (docs/purchase.md "Flitt payment"). */
  readonly payments: PaymentsConfig;
  readonly exchangeRates: ExchangeRatesConfig;
  /** Request deadlines, connection caps and the shutdown grace (docs/operations.md "HTTP limits"). */
  readonly http: HttpLimitsConfig;
  /** Redis shared by every instance (rate limits, SMS caps); null: each process keeps its own. */
  readonly redis: RedisConfig | null;
  /** The SMTP relay and the senders (docs/messaging.md "E-mail"); null: e-mail waits in the outbox. */
  readonly email: EmailConfig | null;
}

/** Where the instances share their rate-limit counters and SMS caps (docs/operations.md "Redis"). */
export interface RedisConfig {
  /** `redis://` or `rediss://` (TLS), with the password and database number if any. */
  readonly url: string;
  /** Prepended to every key this site writes, so one Redis can serve several sites. */
  readonly keyPrefix: string;
}

// --- Lead delivery: spreadsheet webhook, SMS provider, outbox worker, form limits. ---

/** Which SMS gateway sends the confirmation texts: the console (default, no account) or smsoffice.ge. */
export type SmsProviderConfig =
  | { readonly kind: 'console'; readonly sender: string }
  | {
      readonly kind: 'smsoffice';
      readonly sender: string;
      readonly apiKey: string;
      /** Scheme and host of the gateway; a local fake in tests. */
      readonly baseUrl: string;
    };

/** Registration, lead and outbox settings. */
export interface LeadDeliveryConfig {
  /** Apps Script web app URL; null keeps sheet rows pending in the outbox (docs/architecture.md "Configuration"). */
  readonly sheetsWebhookUrl: string | null;
  readonly sms: SmsProviderConfig;
  /** How often the outbox worker looks for due messages. */
  readonly outboxPollMs: number;
  /** How long a claimed message stays locked; a crashed worker's messages are retried after it. */
  readonly outboxLeaseMs: number;
  /** Backoff and horizon of failed deliveries (docs/messaging.md "Retries and the horizon"). */
  readonly outboxRetry: RetryPolicy;
  /** When a destination's circuit opens and how long it rests (docs/messaging.md "Circuit breaker"). */
  readonly outboxBreaker: BreakerSettings;
  /** The spreadsheet webhook's time-out, POST and redirect together. */
  readonly sheetsWebhookTimeoutMs: number;
  /** Form posts (registration, exit-intent lead) per minute per IP. */
  readonly formRateLimitPerMinute: number;
}

const sheetsWebhookUrl = v.optional(
  httpUrlField('must be an absolute https URL (the Apps Script web app /exec URL)'),
);

const SMS_PROVIDERS = ['console', 'smsoffice'] as const;

const leadDeliveryEnv = {
  SHEETS_WEBHOOK_URL: sheetsWebhookUrl,
  SMS_PROVIDER: v.optional(v.picklist(SMS_PROVIDERS, 'must be console or smsoffice'), 'console'),
  SMSOFFICE_API_KEY: v.optional(v.pipe(v.string(), v.trim())),
  SMSOFFICE_BASE_URL: serviceBaseUrl('https://smsoffice.ge'),
  // smsoffice.ge sender names are ≤ 11 Latin characters and registered with the gateway.
  SMS_SENDER: v.pipe(
    v.optional(v.string(), 'TechCareer'),
    v.regex(/^[A-Za-z0-9 ._-]{1,11}$/, 'must be 1-11 Latin letters or digits'),
  ),
  OUTBOX_POLL_MS: wholeNumber('500', 50, 3_600_000),
  OUTBOX_LEASE_MS: wholeNumber('60000', 1000, 3_600_000),
  // Unset means core's defaults (the one place the numbers are written); probes shorten them.
  OUTBOX_RETRY_BASE_MS: wholeNumber(String(DEFAULT_RETRY_POLICY.baseMs), 1, 3_600_000),
  OUTBOX_RETRY_CAP_MS: wholeNumber(String(DEFAULT_RETRY_POLICY.capMs), 1, 86_400_000),
  // Up to 30 days, hence more digits than wholeNumber takes.
  OUTBOX_RETRY_HORIZON_MS: v.pipe(
    v.optional(v.string(), String(DEFAULT_RETRY_POLICY.horizonMs)),
    v.regex(/^\d{1,10}$/, 'must be a whole number from 1000 to 2592000000'),
    v.transform(Number),
    v.minValue(1000, 'must be a whole number from 1000 to 2592000000'),
    v.maxValue(2_592_000_000, 'must be a whole number from 1000 to 2592000000'),
  ),
  OUTBOX_BREAKER_THRESHOLD: wholeNumber(String(DEFAULT_BREAKER_SETTINGS.threshold), 1, 10_000),
  OUTBOX_BREAKER_COOLDOWN_MS: wholeNumber(
    String(DEFAULT_BREAKER_SETTINGS.coolDownMs),
    10,
    86_400_000,
  ),
  SHEETS_WEBHOOK_TIMEOUT_MS: wholeNumber('15000', 50, 120_000),
  FORM_RATE_LIMIT_PER_MINUTE: wholeNumber('10', 1, 1_000_000),
};

function toLeadDeliveryConfig(env: Env): LeadDeliveryConfig {
  const sender = env.SMS_SENDER;
  return {
    sheetsWebhookUrl: env.SHEETS_WEBHOOK_URL ?? null,
    sms:
      env.SMS_PROVIDER === 'smsoffice'
        ? {
            kind: 'smsoffice',
            sender,
            apiKey: env.SMSOFFICE_API_KEY ?? '',
            baseUrl: env.SMSOFFICE_BASE_URL,
          }
        : { kind: 'console', sender },
    outboxPollMs: env.OUTBOX_POLL_MS,
    outboxLeaseMs: env.OUTBOX_LEASE_MS,
    outboxRetry: {
      ...DEFAULT_RETRY_POLICY,
      baseMs: env.OUTBOX_RETRY_BASE_MS,
      capMs: env.OUTBOX_RETRY_CAP_MS,
      horizonMs: env.OUTBOX_RETRY_HORIZON_MS,
    },
    outboxBreaker: {
      threshold: env.OUTBOX_BREAKER_THRESHOLD,
      coolDownMs: env.OUTBOX_BREAKER_COOLDOWN_MS,
    },
    sheetsWebhookTimeoutMs: env.SHEETS_WEBHOOK_TIMEOUT_MS,
    formRateLimitPerMinute: env.FORM_RATE_LIMIT_PER_MINUTE,
  };
}

/**
 * The smsoffice gateway cannot send without its key: refuse to start instead of failing later. The
 * retry timings must make sense together: the first delay within the cap, the cap within the horizon.
 */
function leadDeliveryProblems(env: Env): string[] {
  const keyMissing = env.SMS_PROVIDER === 'smsoffice' && !env.SMSOFFICE_API_KEY;
  return [
    ...(keyMissing ? ['SMSOFFICE_API_KEY: is required when SMS_PROVIDER=smsoffice'] : []),
    ...(env.OUTBOX_RETRY_BASE_MS > env.OUTBOX_RETRY_CAP_MS
      ? ['OUTBOX_RETRY_BASE_MS: must not be above OUTBOX_RETRY_CAP_MS']
      : []),
    ...(env.OUTBOX_RETRY_CAP_MS > env.OUTBOX_RETRY_HORIZON_MS
      ? ['OUTBOX_RETRY_CAP_MS: must not be above OUTBOX_RETRY_HORIZON_MS']
      : []),
  ];
}

// --- End of lead delivery. ---

// --- Geo: country detection and IP city lookup (docs/integrations.md "IP geolocation"). ---

/** Geolocation and IP city lookup settings. */
export interface GeoConfig {
  /** A CDN country header to trust (`cf-ipcountry`); set it only when that CDN fronts the site. */
  readonly countryHeader: string | undefined;
  /** The offline country database file; undefined = the bundled CC0 one, `off` = none. */
  readonly mmdbPath: string | undefined;
  /** City lookup for lead rows: `off` (default: nothing leaves the machine) or ipapi.co. */
  readonly ipCityLookup: 'off' | 'ipapi';
  readonly ipapiBaseUrl: string;
}

const geoEnv = {
  GEO_COUNTRY_HEADER: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name such as cf-ipcountry'),
      v.toLowerCase(),
    ),
  ),
  GEO_MMDB_PATH: v.optional(v.pipe(v.string(), v.trim())),
  IP_CITY_LOOKUP: v.optional(v.picklist(['off', 'ipapi'], 'must be off or ipapi'), 'off'),
  IPAPI_BASE_URL: serviceBaseUrl('https://ipapi.co'),
};

function toGeoConfig(env: Env): GeoConfig {
  return {
    countryHeader: env.GEO_COUNTRY_HEADER,
    mmdbPath: env.GEO_MMDB_PATH,
    ipCityLookup: env.IP_CITY_LOOKUP,
    ipapiBaseUrl: env.IPAPI_BASE_URL,
  };
}

// --- End of geo. ---

// --- SMS control: operator token and caps (docs/security.md "SMS"). ---

/** Who may use `POST /api/sms/send` and how many messages may go out. */
export interface SmsControlConfig {
  /** Bearer token of the operator endpoint; undefined: the endpoint refuses every call. */
  readonly operatorToken: string | undefined;
  readonly caps: SmsCaps;
}

const smsControlEnv = {
  // Long and random (e.g. `openssl rand -base64 32`): it is the only key to a paid send.
  SMS_OPERATOR_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\x21-\x7e]{32,256}$/, 'must be 32-256 printable characters, no spaces'),
    ),
  ),
  // Unset means core's defaults (DEFAULT_SMS_CAPS), the one place the numbers are written.
  SMS_PHONE_COOLDOWN_MINUTES: wholeNumber(
    String(DEFAULT_SMS_CAPS.phoneCooldownMs / 60_000),
    0,
    1440,
  ),
  SMS_MAX_PER_PHONE_PER_DAY: wholeNumber(String(DEFAULT_SMS_CAPS.perPhonePerDay), 0, 1000),
  SMS_MAX_PER_IP_PER_DAY: wholeNumber(String(DEFAULT_SMS_CAPS.perIpPerDay), 0, 100_000),
  SMS_DAILY_BUDGET: wholeNumber(String(DEFAULT_SMS_CAPS.globalPerDay), 0, 1_000_000),
};

function toSmsControlConfig(env: Env): SmsControlConfig {
  return {
    operatorToken: env.SMS_OPERATOR_TOKEN,
    caps: {
      phoneCooldownMs: env.SMS_PHONE_COOLDOWN_MINUTES * 60_000,
      perPhonePerDay: env.SMS_MAX_PER_PHONE_PER_DAY,
      perIpPerDay: env.SMS_MAX_PER_IP_PER_DAY,
      globalPerDay: env.SMS_DAILY_BUDGET,
    },
  };
}

// --- End of SMS control. ---

// --- Exchange rates: the national bank's USD rate for the calculator (docs/integrations.md "NBG exchange rates"). ---

/** Where the calculator's USD rate comes from. */
export interface ExchangeRatesConfig {
  /** `nbg` (default) or `fallback`: always 2.75, no request leaves the machine. */
  readonly provider: 'nbg' | 'fallback';
  /** Scheme and host of the national bank's API; a local fake in tests. */
  readonly nbgBaseUrl: string;
  /** How long to wait for the bank before the fallback answers. */
  readonly timeoutMs: number;
}

const exchangeRatesEnv = {
  EXCHANGE_RATES: v.optional(v.picklist(['nbg', 'fallback'], 'must be nbg or fallback'), 'nbg'),
  NBG_BASE_URL: serviceBaseUrl('https://nbg.gov.ge'),
  NBG_TIMEOUT_MS: wholeNumber('2500', 100, 60_000),
};

function toExchangeRatesConfig(env: Env): ExchangeRatesConfig {
  return {
    provider: env.EXCHANGE_RATES,
    nbgBaseUrl: env.NBG_BASE_URL,
    timeoutMs: env.NBG_TIMEOUT_MS,
  };
}

// --- End of exchange rates. ---

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A pino log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Why the environment was rejected: one readable line per bad variable. */
export interface ConfigError {
  readonly type: 'CONFIG_INVALID';
  readonly problems: readonly string[];
}

const text = (fallback: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), fallback);

const port = v.pipe(
  v.optional(v.string(), '3000'),
  v.regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535'),
  v.transform(Number),
  v.maxValue(65535, 'must be a whole number from 0 to 65535'),
);

const siteOrigin = v.pipe(
  v.optional(v.string(), 'http://localhost:3000'),
  httpUrlField('must be an absolute http(s) URL such as https://example.ge'),
  v.check(
    (value) => ['', '/'].includes(new URL(value).pathname),
    'must be an origin without a path',
  ),
  v.transform((value) => new URL(value).origin),
);

const databaseUrl = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL'),
  ),
);

const redisUrl = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'),
    v.url('must be a redis:// or rediss:// URL'),
  ),
);

const redisKeyPrefix = v.pipe(
  v.optional(v.string(), 'course-site:'),
  v.regex(/^[\w.:-]{1,64}$/, 'must be 1-64 letters, digits, dots, colons, dashes or underscores'),
);

const logLevel = v.optional(
  v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`),
  'info',
);

const trustProxy = v.pipe(
  v.optional(v.string(), 'off'),
  v.regex(/^(on|off|true|false|\d+|[\w.:/]+(,[\w.:/]+)*)$/, 'must be off, on, a hop count or IPs'),
  v.transform((value): TrustProxy => {
    if (value === 'off' || value === 'false') return false;
    if (value === 'on' || value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',');
  }),
);

const clockStart = v.optional(
  v.pipe(
    v.string(),
    v.isoTimestamp('must be an ISO 8601 instant such as 2027-02-01T10:00:00+04:00'),
  ),
);

/** A moved clock is for tests only: a production server always runs on the wall clock. */
function clockProblems(env: {
  readonly CLOCK_START?: string | undefined;
  readonly NODE_ENV?: string | undefined;
}): string[] {
  return env.CLOCK_START !== undefined && env.NODE_ENV !== 'test'
    ? ['CLOCK_START: only for tests; it is refused unless NODE_ENV=test']
    : [];
}

/**
 * One entry per environment variable. Each integration (Flitt, SMS, spreadsheet, …) adds its variables
 * here and maps them in `toConfig`, so every problem is still reported in one message.
 */
const EnvSchema = v.object({
  PORT: port,
  HOST: text('localhost'),
  SITE_ORIGIN: siteOrigin,
  DATABASE_URL: databaseUrl,
  SQLITE_PATH: text('./data/site.db'),
  SITE_DIR: text('dist/client'),
  LOCALES_DIR: text('locales'),
  CLOCK_START: clockStart,
  NODE_ENV: v.optional(v.string()),
  LOG_LEVEL: logLevel,
  TRUST_PROXY: trustProxy,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: redisKeyPrefix,
  ...leadDeliveryEnv,
  ...geoEnv,
  ...smsControlEnv,
  ...paymentsEnv,
  ...exchangeRatesEnv,
  ...httpLimitsEnv,
  ...emailEnv,
});

type Env = v.InferOutput<typeof EnvSchema>;

function toConfig(env: Env): Config {
  return {
    port: env.PORT,
    host: env.HOST,
    siteOrigin: env.SITE_ORIGIN,
    database:
      env.DATABASE_URL === undefined
        ? { kind: 'sqlite', filename: env.SQLITE_PATH }
        : { kind: 'postgres', connectionString: env.DATABASE_URL },
    siteDir: env.SITE_DIR,
    localesDir: env.LOCALES_DIR,
    clockStart: env.CLOCK_START === undefined ? null : new Date(env.CLOCK_START),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    leadDelivery: toLeadDeliveryConfig(env),
    geo: toGeoConfig(env),
    smsControl: toSmsControlConfig(env),
    payments: toPaymentsConfig(env, env.SITE_ORIGIN),
    exchangeRates: toExchangeRatesConfig(env),
    http: toHttpLimitsConfig(env, env.TRUST_PROXY !== false && env.TRUST_PROXY !== 0),
    redis:
      env.REDIS_URL === undefined ? null : { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    email: toEmailConfig(env),
  };
}

/** Blank values (`PORT=` in a .env file) count as unset, so the default applies. */
function withoutBlanks(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => (entry[1] ?? '').trim() !== '',
    ),
  );
}

/** Parses the environment into a typed `Config`, or lists every bad variable (pure: pass `process.env`). */
export function parseConfig(
  env: Readonly<Record<string, string | undefined>>,
): Result<Config, ConfigError> {
  const parsed = v.safeParse(EnvSchema, withoutBlanks(env), { abortPipeEarly: true });
  if (parsed.success) {
    const problems = [
      ...leadDeliveryProblems(parsed.output),
      ...paymentsProblems(parsed.output, parsed.output.SITE_ORIGIN),
      ...httpLimitsProblems(parsed.output),
      ...emailProblems(parsed.output),
      ...clockProblems(parsed.output),
    ];
    return problems.length === 0
      ? ok(toConfig(parsed.output))
      : err({ type: 'CONFIG_INVALID', problems });
  }
  const problems = parsed.issues.map((issue) => {
    const name = issue.path?.map((item) => String(item.key)).join('.') ?? 'environment';
    return `${name}: ${issue.message}`;
  });
  return err({ type: 'CONFIG_INVALID', problems });
}

/** The message printed when start-up is refused because of the environment. */
export function describeConfigError(error: ConfigError): string {
  return [
    'Invalid configuration (see .env.example):',
    ...error.problems.map((p) => `  - ${p}`),
  ].join('\n');
}
