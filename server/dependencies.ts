import { readFileSync } from 'node:fs';
import { createShiftedClock, createSystemClock } from '../adapters/clock/system-clock';
import { createNoConversionTracker } from '../adapters/conversions/memory-conversion-tracker';
import { createMetaConversionsTracker } from '../adapters/conversions/meta-conversions-tracker';
import { createSmtpEmailSender } from '../adapters/email/smtp-email-sender';
import { createUnconfiguredEmailSender } from '../adapters/email/unconfigured-email-sender';
import { createCdnHeaderGeolocation } from '../adapters/geo/cdn-header-geolocation';
import { createGeolocationChain } from '../adapters/geo/geolocation-chain';
import { createMmdbGeolocation, defaultMmdbPath } from '../adapters/geo/mmdb-geolocation';
import { createCryptoIds } from '../adapters/ids/crypto-ids';
import { createIpapiCityLookup } from '../adapters/ip-city/ipapi-city-lookup';
import { createAppsScriptLeadSink } from '../adapters/leads/apps-script-lead-sink';
import { createUnconfiguredLeadSink } from '../adapters/leads/unconfigured-lead-sink';
import { createFlittCallbackVerifier } from '../adapters/payments/flitt-callback-verifier';
import {
  FLITT_WIDGET_SCRIPT_PATH,
  FLITT_WIDGET_STYLE_PATH,
} from '../adapters/payments/flitt-demo/flitt-demo-plugin';
import { createOfflineFlitt } from '../adapters/payments/flitt-demo/offline-flitt';
import { createFlittPaymentGateway } from '../adapters/payments/flitt-payment-gateway';
import { createHttpFlittTransport } from '../adapters/payments/flitt-transport';
import { createNbgExchangeRates } from '../adapters/rates/nbg-exchange-rates';
import type { RedisConnections } from '../adapters/redis/redis-connections';
import { createConsoleSmsSender } from '../adapters/sms/console-sms-sender';
import { createSmsOfficeSender } from '../adapters/sms/smsoffice-sms-sender';
import { createMemorySmsCapStore } from '../adapters/sms-caps/memory-sms-cap-store';
import { createRedisSmsCapStore } from '../adapters/sms-caps/redis-sms-cap-store';
import { createSqliteStore } from '../adapters/store/sqlite';
import { backupSqliteFile, type SqliteBackupResult } from '../adapters/store/sqlite-backup';
import { PAYMENT_LIFETIME_SECONDS } from '../core/checkout/seat-hold';
import { kindsOf } from '../core/outbox/outbox-destinations';
import type { Clock } from '../core/ports/clock';
import type { ConversionTracker } from '../core/ports/conversion-tracker';
import type { EmailSender } from '../core/ports/email-sender';
import type { ExchangeRates } from '../core/ports/exchange-rates';
import type { Geolocation } from '../core/ports/geolocation';
import type { Ids } from '../core/ports/ids';
import type { IpCityLookup } from '../core/ports/ip-city-lookup';
import type { PaymentGateway } from '../core/ports/payment-gateway';
import type { RegistrationStore } from '../core/ports/registration-store';
import type { SmsCapStore } from '../core/ports/sms-cap-store';
import type { SmsSender } from '../core/ports/sms-sender';
import type { SiteConfig } from '../core/site-config/site-config';
import type { AppDependencies, SharedStateDependencies } from './app-dependencies';
import type { Config, DatabaseConfig, RedisConfig } from './config/config';
import { type DkimConfig, type EmailConfig, isRsaPrivateKeyPem } from './config/email';
import type { ExchangeRatesConfig } from './config/exchange-rates';
import type { GeoConfig } from './config/geo';
import type { LeadDeliveryConfig, SmsProviderConfig } from './config/lead-delivery';
import type { MetaConversionsConfig, PaymentProviderConfig } from './config/payments';
import { startupError } from './errors/startup-error';
import type { PaymentDependencies } from './routes/purchase';
import { createSmsGuard, type SmsGuard } from './sms/sms-guard';
import type { LeadDeliveryDependencies } from './workers/outbox-worker-hooks';

/** Where the offline demo's local Flitt is mounted under the site's origin. */
const OFFLINE_FLITT_PREFIX = '/flitt-demo';

/** Flitt over HTTPS, or the offline demo's local Flitt inside this server (docs/operations.md "Payment mode"). */
function makePayments(provider: PaymentProviderConfig): PaymentDependencies {
  if (provider.kind === 'demo') {
    // The same order lifetime as live Flitt, so demo orders expire inside their seat hold too.
    const offline = createOfflineFlitt({
      ...provider,
      prefix: OFFLINE_FLITT_PREFIX,
      orderLifetimeSeconds: PAYMENT_LIFETIME_SECONDS,
    });
    return {
      gateway: offline.gateway,
      verifier: offline.verifier,
      widget: offline.widget,
      demo: offline.demo,
    };
  }
  const credentials = { merchantId: provider.merchantId, secretKey: provider.secretKey };
  const transport = createHttpFlittTransport({
    baseUrl: provider.baseUrl,
    timeoutMs: provider.timeoutMs,
  });
  return {
    // Flitt expires an unpaid order inside its seat hold (docs/decisions.md "Selling cohorts").
    gateway: createFlittPaymentGateway({
      ...credentials,
      transport,
      orderLifetimeSeconds: PAYMENT_LIFETIME_SECONDS,
    }),
    verifier: createFlittCallbackVerifier(credentials),
    widget: {
      scriptUrl: `${provider.baseUrl}${FLITT_WIDGET_SCRIPT_PATH}`,
      styleUrl: `${provider.baseUrl}${FLITT_WIDGET_STYLE_PATH}`,
    },
  };
}

/**
 * What the console's refund needs from outside (docs/purchase.md "Refunds"): live Flitt with the
 * server's credentials, or — in the offline demo — the demo Flitt the running site serves under its
 * own origin, whose orders live in that server's memory (so the site must be running); and ids.
 */
export function makeRefundDependencies(config: Config): {
  readonly gateway: Pick<PaymentGateway, 'refund'>;
  readonly ids: Ids;
} {
  const provider = config.payments.provider;
  const live = provider.kind === 'live';
  const transport = createHttpFlittTransport({
    baseUrl: live ? provider.baseUrl : `${config.siteOrigin}${OFFLINE_FLITT_PREFIX}`,
    timeoutMs: live ? provider.timeoutMs : 15_000,
  });
  const credentials = { merchantId: provider.merchantId, secretKey: provider.secretKey };
  return {
    gateway: createFlittPaymentGateway({ ...credentials, transport }),
    ids: createCryptoIds(),
  };
}

/** Meta's Conversions API when a pixel and token are set; otherwise server conversions are dropped. */
function makeConversionTracker(meta: MetaConversionsConfig | null): ConversionTracker {
  if (meta === null) return createNoConversionTracker();
  return createMetaConversionsTracker({
    pixelId: meta.pixelId,
    accessToken: meta.accessToken,
    baseUrl: meta.baseUrl,
    ...(meta.testEventCode === undefined ? {} : { testEventCode: meta.testEventCode }),
  });
}

/**
 * The store the configuration names, migrated and open; the server and the operator console share
 * it. Only the server delivers the outbox, so only it keeps SQLite's delivery journal.
 */
export async function makeStore(
  database: DatabaseConfig,
  role: 'server' | 'console' = 'console',
): Promise<RegistrationStore> {
  if (database.kind === 'sqlite') {
    return createSqliteStore({ filename: database.filename, journalDeliveries: role === 'server' });
  }
  // Loaded only when configured, like Redis below: the pg driver costs every SQLite start CPU.
  const { createPostgresStore } = await import('../adapters/store/postgres');
  return createPostgresStore({ connectionString: database.connectionString });
}

/** Connections to the configured Redis; ioredis loads only when Redis is configured. */
async function connectConfiguredRedis(config: RedisConfig): Promise<RedisConnections> {
  const { connectRedis } = await import('../adapters/redis/redis-connections');
  return connectRedis(config.url);
}

/** An online backup of the SQLite database file to `destination` (docs/operations.md). */
export function backupSqliteDatabase(
  filename: string,
  destination: string,
): Promise<SqliteBackupResult> {
  return backupSqliteFile(filename, destination);
}

function makeSmsSender(sms: SmsProviderConfig): SmsSender {
  return sms.kind === 'smsoffice'
    ? createSmsOfficeSender({ apiKey: sms.apiKey, sender: sms.sender, baseUrl: sms.baseUrl })
    : createConsoleSmsSender((line) => process.stdout.write(`${line}\n`));
}

/** The DKIM key as configured, or read from its file now: a file that is not a key stops the start. */
function dkimPem(dkim: DkimConfig): string {
  if ('pem' in dkim.privateKey) return dkim.privateKey.pem;
  const { file } = dkim.privateKey;
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch {
    throw startupError(`EMAIL_DKIM_PRIVATE_KEY_FILE: cannot read ${file}`);
  }
  if (!isRsaPrivateKeyPem(pem)) {
    throw startupError(`EMAIL_DKIM_PRIVATE_KEY_FILE: ${file} is not a PEM RSA private key`);
  }
  return pem;
}

/** SMTP when `SMTP_URL` is set; otherwise e-mail waits as not configured (docs/messaging.md "E-mail"). */
function makeEmailSender(email: EmailConfig | null): EmailSender {
  if (email === null) return createUnconfiguredEmailSender();
  const { dkim } = email;
  return createSmtpEmailSender({
    url: email.smtpUrl,
    senders: {
      transactional: email.from,
      ...(email.marketingFrom === undefined ? {} : { marketing: email.marketingFrom }),
    },
    timeoutMs: email.timeoutMs,
    ...(dkim === null
      ? {}
      : {
          dkim: {
            domainName: dkim.domainName,
            keySelector: dkim.keySelector,
            privateKey: dkimPem(dkim),
          },
        }),
  });
}

/** The caps' memory: Redis shared by every instance when configured, else this process's own. */
function makeSmsCapStore(
  redis: { config: RedisConfig; connections: RedisConnections } | null,
): SmsCapStore {
  return redis === null
    ? createMemorySmsCapStore()
    : createRedisSmsCapStore({
        connection: redis.connections.smsCaps,
        keyPrefix: redis.config.keyPrefix,
      });
}

/** Redis for the rate limiter and `/health`, when `REDIS_URL` is set. */
function sharedStateOf(
  config: RedisConfig,
  connections: RedisConnections,
): SharedStateDependencies {
  return {
    rateLimit: { client: connections.rateLimit, nameSpace: `${config.keyPrefix}rate-limit:` },
    ping: () => connections.ping(),
    onStatusChange: (listener) => connections.onStatusChange(listener),
    close: () => connections.close(),
  };
}

/** Spreadsheet sink (or the one that keeps rows pending), SMS sender and caps (docs/messaging.md). */
function makeLeadDelivery(
  config: LeadDeliveryConfig,
  email: EmailConfig | null,
  caps: { readonly guard: SmsGuard; readonly shared: boolean },
  conversionTracker: ConversionTracker,
): LeadDeliveryDependencies {
  const url = config.sheetsWebhookUrl;
  return {
    leadSink:
      url === null
        ? createUnconfiguredLeadSink()
        : createAppsScriptLeadSink({ url, timeoutMs: config.sheetsWebhookTimeoutMs }),
    // Without a webhook the sheet rows stay pending, visible to operators, until one is configured;
    // so do e-mails without an SMTP relay (docs/messaging.md "E-mail").
    pausedKinds: [
      ...(url === null ? kindsOf('sheet') : []),
      ...(email === null ? kindsOf('email') : []),
    ],
    smsSender: makeSmsSender(config.sms),
    emailSender: makeEmailSender(email),
    conversionTracker,
    smsGuard: caps.guard,
    // Shared caps can be unreachable when an SMS is queued: such SMS are decided before they are sent.
    ...(caps.shared ? { smsDeliveryGuard: caps.guard } : {}),
    // Backoff jitter needs no unpredictability, only spread; the server may use Math.random.
    random: Math.random,
  };
}

/** Trusted CDN header (only when configured) → offline database → unknown (docs/messaging.md "Geo detection"). */
function makeGeolocation(geo: GeoConfig): Geolocation {
  const header = geo.countryHeader;
  const mmdbPath = geo.mmdbPath ?? defaultMmdbPath();
  return createGeolocationChain([
    ...(header === undefined ? [] : [createCdnHeaderGeolocation({ header })]),
    ...(mmdbPath === 'off' ? [] : [createMmdbGeolocation({ path: mmdbPath })]),
  ]);
}

/** ipapi.co only when asked for: by default no visitor address leaves the machine. */
function makeIpCityLookup(geo: GeoConfig, clock: Clock): { ipCityLookup?: IpCityLookup } {
  return geo.ipCityLookup === 'ipapi'
    ? { ipCityLookup: createIpapiCityLookup({ baseUrl: geo.ipapiBaseUrl, clock }) }
    : {};
}

/** The national bank's rates unless turned off (`EXCHANGE_RATES=fallback`: never leave the machine). */
function makeExchangeRates(rates: ExchangeRatesConfig): { exchangeRates?: ExchangeRates } {
  return rates.provider === 'nbg'
    ? {
        exchangeRates: createNbgExchangeRates({
          baseUrl: rates.nbgBaseUrl,
          timeoutMs: rates.timeoutMs,
        }),
      }
    : {};
}

/**
 * The composition root, the only server file that imports adapters (docs/architecture.md
 * "Composition root"): PostgreSQL or SQLite, Redis or process memory, as configured; the site
 * configuration comes validated. Redis is not waited for: while it is unreachable the site runs
 * degraded (docs/security.md "Shared state across instances").
 */
export async function makeDependencies(
  config: Config,
  siteConfig: SiteConfig,
): Promise<AppDependencies> {
  const testClock = config.clockStart === null ? undefined : createShiftedClock(config.clockStart);
  const clock = testClock ?? createSystemClock();
  const store = await makeStore(config.database, 'server');
  const redis =
    config.redis === null
      ? null
      : { config: config.redis, connections: await connectConfiguredRedis(config.redis) };
  return {
    siteConfig,
    store,
    clock,
    ...(testClock === undefined ? {} : { clockControl: testClock }),
    ids: createCryptoIds(),
    delivery: makeLeadDelivery(
      config.leadDelivery,
      config.email,
      {
        guard: createSmsGuard({
          caps: config.smsControl.caps,
          store: makeSmsCapStore(redis),
          clock,
        }),
        shared: redis !== null,
      },
      makeConversionTracker(config.payments.metaConversions),
    ),
    ...(redis === null ? {} : { sharedState: sharedStateOf(redis.config, redis.connections) }),
    payments: makePayments(config.payments.provider),
    geolocation: makeGeolocation(config.geo),
    ...makeIpCityLookup(config.geo, clock),
    ...makeExchangeRates(config.exchangeRates),
  };
}
