import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { type EmailConfig, emailEnv, emailProblems, toEmailConfig } from './email';
import {
  type ExchangeRatesConfig,
  exchangeRatesEnv,
  toExchangeRatesConfig,
} from './exchange-rates';
import { type GeoConfig, geoEnv, toGeoConfig } from './geo';
import {
  type HttpLimitsConfig,
  httpLimitsEnv,
  httpLimitsProblems,
  toHttpLimitsConfig,
} from './http-limits';
import {
  type LeadDeliveryConfig,
  leadDeliveryEnv,
  leadDeliveryProblems,
  toLeadDeliveryConfig,
} from './lead-delivery';
import { type PaymentsConfig, paymentsEnv, paymentsProblems, toPaymentsConfig } from './payments';
import { type SmsControlConfig, smsControlEnv, toSmsControlConfig } from './sms-control';
import { httpUrlField } from './url';

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
