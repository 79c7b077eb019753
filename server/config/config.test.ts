import { describe, expect, it } from 'vitest';
import { describeConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('moves the clock only for tests: CLOCK_START needs NODE_ENV=test', () => {
    const start = '2027-02-01T10:00:00+04:00';
    expect(
      parseConfig({ CLOCK_START: start, NODE_ENV: 'test' })._unsafeUnwrap().clockStart,
    ).toEqual(new Date(start));
    for (const NODE_ENV of [undefined, 'production', 'development']) {
      expect(parseConfig({ CLOCK_START: start, NODE_ENV })._unsafeUnwrapErr().problems).toEqual([
        'CLOCK_START: only for tests; it is refused unless NODE_ENV=test',
      ]);
    }
    expect(parseConfig({ CLOCK_START: 'next tuesday', NODE_ENV: 'test' }).isErr()).toBe(true);
  });

  it('applies the defaults that make `npm start` work on a fresh machine', () => {
    const config = parseConfig({})._unsafeUnwrap();
    expect(config).toEqual({
      port: 3000,
      host: 'localhost',
      siteOrigin: 'http://localhost:3000',
      database: { kind: 'sqlite', filename: './data/site.db' },
      siteDir: 'dist/client',
      localesDir: 'locales',
      clockStart: null,
      logLevel: 'info',
      trustProxy: false,
      leadDelivery: {
        sheetsWebhookUrl: null,
        sms: { kind: 'console', sender: 'TechCareer' },
        outboxPollMs: 500,
        outboxLeaseMs: 60_000,
        outboxRetry: { baseMs: 1000, factor: 2, capMs: 600_000, horizonMs: 259_200_000 },
        outboxBreaker: { threshold: 5, coolDownMs: 60_000 },
        sheetsWebhookTimeoutMs: 15_000,
        formRateLimitPerMinute: 10,
      },
      geo: {
        countryHeader: undefined,
        mmdbPath: undefined,
        ipCityLookup: 'off',
        ipapiBaseUrl: 'https://ipapi.co',
      },
      smsControl: {
        operatorToken: undefined,
        caps: { phoneCooldownMs: 600_000, perPhonePerDay: 3, perIpPerDay: 10, globalPerDay: 300 },
      },
      payments: {
        provider: {
          kind: 'demo',
          onPublicOrigin: false,
          merchantId: '1549901',
          secretKey: 'test',
          callbackMode: 'deliver',
          callbackDelayMs: 0,
        },
        callbackOrigin: 'http://localhost:3000',
        checkoutRateLimitPerMinute: 10,
        lookupRateLimitPerMinute: 60,
        reconciliation: {
          // The settling check: Flitt's 29-minute order lifetime plus 5 minutes.
          schedule: { firstCheckAfterMs: 600_000, intervalMs: 60_000, settledAfterMs: 2_040_000 },
          budgetPerPass: 200,
        },
        callbackIps: null,
        metaConversions: null,
      },
      exchangeRates: { provider: 'nbg', nbgBaseUrl: 'https://nbg.gov.ge', timeoutMs: 2500 },
      http: {
        requestTimeoutMs: 15_000,
        headersTimeoutMs: 10_000,
        keepAliveTimeoutMs: 5000,
        maxConnections: 'auto',
        maxConnectionsPerIp: 64,
        shutdownGraceMs: 3000,
      },
      redis: null,
      email: null,
    });
  });

  // docs/security.md "Slow and hostile clients".
  it('reads the request deadlines, connection caps and shutdown grace', () => {
    const config = parseConfig({
      REQUEST_TIMEOUT_MS: '2000',
      HEADERS_TIMEOUT_MS: '1000',
      KEEP_ALIVE_TIMEOUT_MS: '700',
      MAX_CONNECTIONS: '500',
      MAX_CONNECTIONS_PER_IP: '0',
      SHUTDOWN_GRACE_MS: '500',
    })._unsafeUnwrap();
    expect(config.http).toEqual({
      requestTimeoutMs: 2000,
      headersTimeoutMs: 1000,
      keepAliveTimeoutMs: 700,
      maxConnections: 500,
      maxConnectionsPerIp: 0,
      shutdownGraceMs: 500,
    });
  });

  it('turns the per-address cap off behind a trusted proxy unless it is set', () => {
    expect(parseConfig({ TRUST_PROXY: '1' })._unsafeUnwrap().http.maxConnectionsPerIp).toBe(0);
    expect(parseConfig({ TRUST_PROXY: '0' })._unsafeUnwrap().http.maxConnectionsPerIp).toBe(64);
    const pinned = parseConfig({ TRUST_PROXY: 'on', MAX_CONNECTIONS_PER_IP: '200' });
    expect(pinned._unsafeUnwrap().http.maxConnectionsPerIp).toBe(200);
  });

  it('refuses a headers deadline past the request deadline and malformed caps', () => {
    const error = parseConfig({
      REQUEST_TIMEOUT_MS: '1000',
      HEADERS_TIMEOUT_MS: '5000',
    })._unsafeUnwrapErr();
    expect(error.problems).toEqual([
      'HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    ]);
    const malformed = parseConfig({
      MAX_CONNECTIONS: '0',
      MAX_CONNECTIONS_PER_IP: 'many',
      SHUTDOWN_GRACE_MS: '60000',
    })._unsafeUnwrapErr();
    expect(malformed.problems.map((problem) => problem.split(':')[0])).toEqual([
      'MAX_CONNECTIONS',
      'MAX_CONNECTIONS_PER_IP',
      'SHUTDOWN_GRACE_MS',
    ]);
  });

  // docs/security.md "Shared state across instances".
  it('reads the Redis URL and key prefix', () => {
    const config = parseConfig({ REDIS_URL: 'rediss://:pw@cache.internal:6380/2' })._unsafeUnwrap();
    expect(config.redis).toEqual({
      url: 'rediss://:pw@cache.internal:6380/2',
      keyPrefix: 'course-site:',
    });
    const prefixed = parseConfig({ REDIS_URL: 'redis://127.0.0.1', REDIS_KEY_PREFIX: 'site-b:' });
    expect(prefixed._unsafeUnwrap().redis?.keyPrefix).toBe('site-b:');
  });

  it('refuses a Redis URL of another scheme and a bad prefix, echoing no value', () => {
    const error = parseConfig({
      REDIS_URL: 'http://user:s3cret@cache.internal',
      REDIS_KEY_PREFIX: 'has space',
    })._unsafeUnwrapErr();
    expect(error.problems.map((problem) => problem.split(':')[0])).toEqual([
      'REDIS_URL',
      'REDIS_KEY_PREFIX',
    ]);
    expect(describeConfigError(error)).not.toContain('s3cret');
  });

  // Payments (docs/operations.md "Payment mode").
  it('refuses live payments without a merchant id and key, with the spec message', () => {
    const error = parseConfig({ FLITT_MODE: 'live' })._unsafeUnwrapErr();
    expect(error.problems).toEqual([
      'FLITT_MERCHANT_ID: The checkout requires a configured merchant id (FLITT_MODE=live)',
      'FLITT_SECRET_KEY: is required when FLITT_MODE=live (the payment key)',
    ]);
  });

  // Safe payment defaults: demo only when chosen or on a local origin.
  it.each([
    ['unset', undefined],
    ['localhost', 'http://localhost:3000'],
    ['127.0.0.1', 'http://127.0.0.1:8080'],
    ['::1', 'http://[::1]:3000'],
    ['a *.localhost name over https', 'https://shop.localhost'],
  ])('runs demo payments by default on a local origin (%s)', (_, origin) => {
    const provider = parseConfig(
      origin === undefined ? {} : { SITE_ORIGIN: origin },
    )._unsafeUnwrap().payments.provider;
    expect(provider).toMatchObject({ kind: 'demo', onPublicOrigin: false });
  });

  it.each([
    'https://example.ge',
    'http://example.ge',
    'http://192.168.1.10:3000',
    'https://localhost.example.ge',
  ])(
    'refuses a public origin (%s) with no Flitt credentials and no mode, naming them',
    (origin) => {
      const error = parseConfig({ SITE_ORIGIN: origin })._unsafeUnwrapErr();
      expect(error.problems.map((problem) => problem.split(':')[0])).toEqual([
        'FLITT_MERCHANT_ID',
        'FLITT_SECRET_KEY',
        'FLITT_MODE',
      ]);
      const message = describeConfigError(error);
      expect(message).toContain(
        `FLITT_MERCHANT_ID: The checkout requires a configured merchant id (SITE_ORIGIN ${new URL(origin).origin} is public, so payments are live)`,
      );
      expect(message).toContain('set FLITT_MODE=demo to run them on this public one on purpose');
    },
  );

  it('runs demo on a public origin only when FLITT_MODE=demo chose it, flagged for the warning', () => {
    const provider = parseConfig({
      SITE_ORIGIN: 'https://example.ge',
      FLITT_MODE: 'demo',
    })._unsafeUnwrap().payments.provider;
    expect(provider).toMatchObject({ kind: 'demo', onPublicOrigin: true, merchantId: '1549901' });
  });

  it('takes live payments when the credentials are set without a mode', () => {
    const config = parseConfig({
      SITE_ORIGIN: 'https://example.ge',
      FLITT_MERCHANT_ID: '1549901',
      FLITT_SECRET_KEY: 'test',
    })._unsafeUnwrap();
    expect(config.payments.provider).toMatchObject({ kind: 'live', merchantId: '1549901' });
    // Credentials on a local origin mean live too (e.g. Flitt's test merchant from a laptop).
    const local = parseConfig({ FLITT_MERCHANT_ID: '1549901', FLITT_SECRET_KEY: 'test' });
    expect(local._unsafeUnwrap().payments.provider.kind).toBe('live');
  });

  it('names the missing half of the credentials when only one is set', () => {
    const error = parseConfig({ FLITT_SECRET_KEY: 'test' })._unsafeUnwrapErr();
    expect(error.problems).toEqual([
      'FLITT_MERCHANT_ID: The checkout requires a configured merchant id (FLITT_SECRET_KEY is set)',
    ]);
    const other = parseConfig({ FLITT_MERCHANT_ID: '1549901' })._unsafeUnwrapErr();
    expect(other.problems).toEqual([
      'FLITT_SECRET_KEY: is required when FLITT_MERCHANT_ID is set (the payment key)',
    ]);
  });

  it('reads live Flitt, the callback origin, reconciliation and Meta settings', () => {
    const config = parseConfig({
      FLITT_MODE: 'live',
      FLITT_MERCHANT_ID: '1549901',
      FLITT_SECRET_KEY: 'test',
      FLITT_BASE_URL: 'http://127.0.0.1:4010/',
      PAYMENT_CALLBACK_ORIGIN: 'http://127.0.0.1:4000',
      RECONCILE_AFTER_SECONDS: '1',
      FLITT_CALLBACK_IPS: '54.154.216.60,3.75.125.89',
      META_PIXEL_ID: '123456789012345',
      META_CAPI_ACCESS_TOKEN: 'EAAB-token-value',
    })._unsafeUnwrap().payments;
    expect(config.provider).toEqual({
      kind: 'live',
      merchantId: '1549901',
      secretKey: 'test',
      baseUrl: 'http://127.0.0.1:4010',
      timeoutMs: 15_000,
    });
    expect(config.callbackOrigin).toBe('http://127.0.0.1:4000');
    expect(config.reconciliation.schedule.firstCheckAfterMs).toBe(1000);
    expect(config.callbackIps).toEqual(['54.154.216.60', '3.75.125.89']);
    expect(config.metaConversions).toMatchObject({ pixelId: '123456789012345' });
  });

  // Exchange rates (docs/integrations.md "NBG exchange rates").
  it('reads the exchange-rate source, its address and timeout', () => {
    const config = parseConfig({
      EXCHANGE_RATES: 'fallback',
      NBG_BASE_URL: 'http://127.0.0.1:4000/',
      NBG_TIMEOUT_MS: '300',
    })._unsafeUnwrap();
    expect(config.exchangeRates).toEqual({
      provider: 'fallback',
      nbgBaseUrl: 'http://127.0.0.1:4000',
      timeoutMs: 300,
    });
    const error = parseConfig({ EXCHANGE_RATES: 'ecb', NBG_TIMEOUT_MS: '5' })._unsafeUnwrapErr();
    expect(error.problems.map((problem) => problem.split(':')[0])).toEqual([
      'EXCHANGE_RATES',
      'NBG_TIMEOUT_MS',
    ]);
  });

  // SMS control (docs/security.md "SMS").
  it('reads the SMS operator token and caps', () => {
    const token = 'op-7f3c9a1e5b2d4c6a8e0f1a2b3c4d5e6f';
    const config = parseConfig({
      SMS_OPERATOR_TOKEN: token,
      SMS_PHONE_COOLDOWN_MINUTES: '5',
      SMS_MAX_PER_PHONE_PER_DAY: '2',
      SMS_MAX_PER_IP_PER_DAY: '4',
      SMS_DAILY_BUDGET: '50',
    })._unsafeUnwrap();
    expect(config.smsControl).toEqual({
      operatorToken: token,
      caps: { phoneCooldownMs: 300_000, perPhonePerDay: 2, perIpPerDay: 4, globalPerDay: 50 },
    });
  });

  it('refuses a short operator token and malformed caps without echoing them', () => {
    const error = parseConfig({
      SMS_OPERATOR_TOKEN: 'secret',
      SMS_DAILY_BUDGET: 'lots',
    })._unsafeUnwrapErr();
    expect(error.problems.map((problem) => problem.split(':')[0])).toEqual([
      'SMS_OPERATOR_TOKEN',
      'SMS_DAILY_BUDGET',
    ]);
    expect(describeConfigError(error)).not.toContain('secret');
  });

  // Geo: the country header, the offline country database and the city lookup (docs/messaging.md "Geo detection").
  it('reads the geo variables', () => {
    const config = parseConfig({
      GEO_COUNTRY_HEADER: 'CF-IPCountry',
      GEO_MMDB_PATH: '/srv/geo/country.mmdb',
      IP_CITY_LOOKUP: 'ipapi',
      IPAPI_BASE_URL: 'http://127.0.0.1:4010/',
    })._unsafeUnwrap();
    expect(config.geo).toEqual({
      countryHeader: 'cf-ipcountry',
      mmdbPath: '/srv/geo/country.mmdb',
      ipCityLookup: 'ipapi',
      ipapiBaseUrl: 'http://127.0.0.1:4010',
    });
  });

  it('refuses malformed geo variables by name', () => {
    const error = parseConfig({
      GEO_COUNTRY_HEADER: 'cf ipcountry:',
      IP_CITY_LOOKUP: 'maxmind',
      IPAPI_BASE_URL: 'ftp://ipapi.co',
    })._unsafeUnwrapErr();
    expect(error.problems.map((problem) => problem.split(':')[0])).toEqual([
      'GEO_COUNTRY_HEADER',
      'IP_CITY_LOOKUP',
      'IPAPI_BASE_URL',
    ]);
  });

  // Lead delivery (docs/messaging.md).
  it('reads the lead delivery variables', () => {
    const config = parseConfig({
      SHEETS_WEBHOOK_URL: 'https://script.google.com/macros/s/abc/exec',
      SMS_PROVIDER: 'smsoffice',
      SMSOFFICE_API_KEY: 'key-123',
      SMSOFFICE_BASE_URL: 'http://127.0.0.1:4020/',
      SMS_SENDER: 'Webinar',
      OUTBOX_POLL_MS: '250',
      OUTBOX_LEASE_MS: '30000',
      FORM_RATE_LIMIT_PER_MINUTE: '100',
    })._unsafeUnwrap();
    expect(config.leadDelivery).toEqual({
      sheetsWebhookUrl: 'https://script.google.com/macros/s/abc/exec',
      sms: {
        kind: 'smsoffice',
        sender: 'Webinar',
        apiKey: 'key-123',
        baseUrl: 'http://127.0.0.1:4020',
      },
      outboxPollMs: 250,
      outboxLeaseMs: 30_000,
      outboxRetry: { baseMs: 1000, factor: 2, capMs: 600_000, horizonMs: 259_200_000 },
      outboxBreaker: { threshold: 5, coolDownMs: 60_000 },
      sheetsWebhookTimeoutMs: 15_000,
      formRateLimitPerMinute: 100,
    });
  });

  it('reads the outbox timings a probe shortens (docs/operations.md "Outbox timings")', () => {
    const config = parseConfig({
      OUTBOX_RETRY_BASE_MS: '20',
      OUTBOX_RETRY_CAP_MS: '10000',
      OUTBOX_RETRY_HORIZON_MS: '4320000',
      OUTBOX_BREAKER_THRESHOLD: '3',
      OUTBOX_BREAKER_COOLDOWN_MS: '1000',
      SHEETS_WEBHOOK_TIMEOUT_MS: '250',
    })._unsafeUnwrap().leadDelivery;
    expect(config.outboxRetry).toEqual({
      baseMs: 20,
      factor: 2,
      capMs: 10_000,
      horizonMs: 4_320_000,
    });
    expect(config.outboxBreaker).toEqual({ threshold: 3, coolDownMs: 1000 });
    expect(config.sheetsWebhookTimeoutMs).toBe(250);
    // 30 days is the longest horizon.
    const long = parseConfig({ OUTBOX_RETRY_HORIZON_MS: '2592000000' })._unsafeUnwrap();
    expect(long.leadDelivery.outboxRetry.horizonMs).toBe(2_592_000_000);
  });

  it('refuses outbox timings that do not fit together or are out of range', () => {
    const inverted = parseConfig({
      OUTBOX_RETRY_BASE_MS: '5000',
      OUTBOX_RETRY_CAP_MS: '4000',
      OUTBOX_RETRY_HORIZON_MS: '3000',
    })._unsafeUnwrapErr();
    expect(inverted.problems).toEqual([
      'OUTBOX_RETRY_BASE_MS: must not be above OUTBOX_RETRY_CAP_MS',
      'OUTBOX_RETRY_CAP_MS: must not be above OUTBOX_RETRY_HORIZON_MS',
    ]);
    const bad = parseConfig({
      OUTBOX_RETRY_HORIZON_MS: '2592000001',
      OUTBOX_BREAKER_THRESHOLD: '0',
      OUTBOX_BREAKER_COOLDOWN_MS: 'soon',
      SHEETS_WEBHOOK_TIMEOUT_MS: '10',
    })._unsafeUnwrapErr();
    expect(bad.problems.map((problem) => problem.split(':')[0])).toEqual([
      'OUTBOX_RETRY_HORIZON_MS',
      'OUTBOX_BREAKER_THRESHOLD',
      'OUTBOX_BREAKER_COOLDOWN_MS',
      'SHEETS_WEBHOOK_TIMEOUT_MS',
    ]);
  });

  it('refuses smsoffice without its key and bad lead delivery values, echoing no value', () => {
    const noKey = parseConfig({ SMS_PROVIDER: 'smsoffice' })._unsafeUnwrapErr();
    expect(noKey.problems).toEqual(['SMSOFFICE_API_KEY: is required when SMS_PROVIDER=smsoffice']);
    const bad = parseConfig({
      SHEETS_WEBHOOK_URL: 'ftp://secret-host/x',
      SMS_PROVIDER: 'pigeon',
      SMSOFFICE_BASE_URL: 'ftp://smsoffice.ge',
      SMS_SENDER: 'ტექ კარიერა',
      OUTBOX_POLL_MS: '10',
      FORM_RATE_LIMIT_PER_MINUTE: 'lots',
    })._unsafeUnwrapErr();
    expect(bad.problems.map((problem) => problem.split(':')[0])).toEqual([
      'SHEETS_WEBHOOK_URL',
      'SMS_PROVIDER',
      'SMSOFFICE_BASE_URL',
      'SMS_SENDER',
      'OUTBOX_POLL_MS',
      'FORM_RATE_LIMIT_PER_MINUTE',
    ]);
    expect(bad.problems.join('\n')).not.toContain('secret-host');
  });

  it('reads every variable when set', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      SITE_ORIGIN: 'https://example.ge/',
      FLITT_MODE: 'demo',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SQLITE_PATH: '/tmp/x.db',
      SITE_DIR: '/srv/site',
      LOCALES_DIR: '/srv/locales',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.1,10.0.0.0/8',
    })._unsafeUnwrap();
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.siteOrigin).toBe('https://example.ge');
    expect(config.database).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(config.siteDir).toBe('/srv/site');
    expect(config.localesDir).toBe('/srv/locales');
    expect(config.logLevel).toBe('warn');
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it.each([
    ['off', false],
    ['false', false],
    ['on', true],
    ['true', true],
    ['2', 2],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(parseConfig({ TRUST_PROXY: value })._unsafeUnwrap().trustProxy).toEqual(expected);
  });

  it('treats blank values as unset', () => {
    const config = parseConfig({ PORT: '', DATABASE_URL: '  ', HOST: '' })._unsafeUnwrap();
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.database.kind).toBe('sqlite');
  });

  it('lists every bad variable at once, by name', () => {
    const error = parseConfig({
      PORT: '70000',
      SITE_ORIGIN: 'ftp://example.ge',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'maybe so',
    })._unsafeUnwrapErr();
    const names = error.problems.map((problem) => problem.split(':')[0]);
    expect(names).toEqual(['PORT', 'SITE_ORIGIN', 'DATABASE_URL', 'LOG_LEVEL', 'TRUST_PROXY']);
  });

  it('rejects a non-numeric port and an origin with a path', () => {
    const error = parseConfig({
      PORT: 'abc',
      SITE_ORIGIN: 'https://example.ge/ka',
    })._unsafeUnwrapErr();
    expect(error.problems).toHaveLength(2);
    expect(error.problems[1]).toMatch(/^SITE_ORIGIN: must be an origin without a path/);
  });

  it('never echoes a value (a DATABASE_URL may hold a password)', () => {
    const error = parseConfig({ DATABASE_URL: 'mysql://user:s3cret@db' })._unsafeUnwrapErr();
    expect(describeConfigError(error)).not.toContain('s3cret');
  });
});

describe('describeConfigError', () => {
  it('prints one readable line per problem without a stack trace', () => {
    const message = describeConfigError({
      type: 'CONFIG_INVALID',
      problems: ['PORT: bad', 'HOST: bad'],
    });
    expect(message).toBe('Invalid configuration (see .env.example):\n  - PORT: bad\n  - HOST: bad');
  });
});
