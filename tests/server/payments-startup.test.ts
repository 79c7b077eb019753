import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILED_SERVER } from '../support/compiled-server';
import { buildPaymentsApp, type PaymentsApp } from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

const ROOT = join(import.meta.dirname, '../..');

describe('start-up with live payments', () => {
  it('refuses to start without a merchant id, naming it (spec: a configured merchant id)', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      FLITT_MODE: 'live',
      PORT: '0',
      LOG_LEVEL: 'silent',
    };
    delete env.FLITT_MERCHANT_ID;
    delete env.FLITT_SECRET_KEY;
    const run = spawnSync(process.execPath, [COMPILED_SERVER], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'FLITT_MERCHANT_ID: The checkout requires a configured merchant id (FLITT_MODE=live)',
    );
  }, 40_000);
});

/** Runs the compiled server with `env` over a clean environment (no Flitt settings) until it exits. */
function runMain(env: Record<string, string>) {
  const clean: NodeJS.ProcessEnv = { ...process.env, PORT: '0', LOG_LEVEL: 'silent', ...env };
  for (const name of ['FLITT_MODE', 'FLITT_MERCHANT_ID', 'FLITT_SECRET_KEY']) {
    if (!(name in env)) delete clean[name];
  }
  return spawnSync(process.execPath, [COMPILED_SERVER], {
    cwd: ROOT,
    env: clean,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

// docs/operations.md "Payment mode": demo payments only on purpose or on a local origin.
describe('start-up on a public origin without Flitt settings', () => {
  it('refuses, naming the missing variables, with no stack trace', () => {
    const run = runMain({ SITE_ORIGIN: 'https://example.ge' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration (see .env.example):');
    expect(run.stderr).toContain(
      'FLITT_MERCHANT_ID: The checkout requires a configured merchant id (SITE_ORIGIN https://example.ge is public, so payments are live)',
    );
    expect(run.stderr).toContain('FLITT_SECRET_KEY: is required for live payments');
    expect(run.stderr).toContain('set FLITT_MODE=demo to run them on this public one on purpose');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, 40_000);
});

describe('demo payments at start', () => {
  let fixture: SiteFixture;
  let payments: PaymentsApp | undefined;
  afterEach(async () => {
    await payments?.app.close();
    fixture.remove();
  });

  it('run by themselves on a local origin, with a plain notice', async () => {
    fixture = createSiteFixture();
    payments = await buildPaymentsApp(fixture, {
      env: { SITE_ORIGIN: 'http://localhost:3000', FLITT_MODE: '' },
    });
    expect(payments.logs()).toContain('payments run on the offline local Flitt (local site)');
    expect(payments.logs()).not.toContain('on a public SITE_ORIGIN');
  });

  it('run on a public origin only when chosen, with a warning saying what it means', async () => {
    fixture = createSiteFixture();
    payments = await buildPaymentsApp(fixture, {
      env: { SITE_ORIGIN: 'https://example.ge', FLITT_MODE: 'demo' },
    });
    const warning = payments
      .logs()
      .split('\n')
      .filter((line) => line.includes('FLITT_MODE=demo on a public SITE_ORIGIN'));
    expect(warning).toHaveLength(1);
    expect(JSON.parse(warning[0] ?? '{}')).toMatchObject({ level: 40, flittMode: 'demo' });
    expect(warning[0]).toContain('test cards complete orders and send purchase SMS');
  });
});
