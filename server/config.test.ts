import { describe, expect, it } from 'vitest';
import { describeConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('applies the defaults that make `npm start` work on a fresh machine', () => {
    const config = parseConfig({})._unsafeUnwrap();
    expect(config).toEqual({
      port: 3000,
      host: 'localhost',
      siteOrigin: 'http://localhost:3000',
      database: { kind: 'sqlite', filename: './data/site.db' },
      siteDir: 'dist/client',
      localesDir: 'locales',
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads every variable when set', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      SITE_ORIGIN: 'https://example.ge/',
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
