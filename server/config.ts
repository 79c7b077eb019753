import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';

/** Where registrations are stored: PostgreSQL when `DATABASE_URL` is set, else an embedded SQLite file. */
export type DatabaseConfig =
  | { readonly kind: 'postgres'; readonly connectionString: string }
  | { readonly kind: 'sqlite'; readonly filename: string };

/** Fastify's `trustProxy`: off, on, a hop count, or the proxy addresses/CIDRs to trust. */
export type TrustProxy = boolean | number | readonly string[];

/** The server's whole configuration, parsed once from the environment (architecture.md). */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Scheme, host and port only, no trailing slash: used for canonical URLs and the sitemap. */
  readonly siteOrigin: string;
  readonly database: DatabaseConfig;
  readonly siteDir: string;
  readonly localesDir: string;
  readonly logLevel: LogLevel;
  readonly trustProxy: TrustProxy;
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
  v.url('must be an absolute http(s) URL such as https://example.ge'),
  v.check((value) => /^https?:$/.test(new URL(value).protocol), 'must use http or https'),
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

/**
 * One entry per environment variable. Later issues (Flitt, SMS, spreadsheet) add their variables
 * here and map them in `toConfig`, so every problem is still reported in one message.
 */
const EnvSchema = v.object({
  PORT: port,
  HOST: text('localhost'),
  SITE_ORIGIN: siteOrigin,
  DATABASE_URL: databaseUrl,
  SQLITE_PATH: text('./data/site.db'),
  SITE_DIR: text('dist/client'),
  LOCALES_DIR: text('locales'),
  LOG_LEVEL: logLevel,
  TRUST_PROXY: trustProxy,
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
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
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
  if (parsed.success) return ok(toConfig(parsed.output));
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
