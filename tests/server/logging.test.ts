import { describe, expect, it } from 'vitest';
import { createSiteFixture } from './support/site-fixture';
import { buildTestApp } from './support/test-app';

const CANARIES = {
  fullName: 'Canary Nino Beridze',
  email: 'canary.d1@example.ge',
  phone: '+995555000111',
  token: 'CanaryToken_x9Qm2',
};

describe('logs hold no personal data (docs/security.md "Logs" D1)', () => {
  it('redacts personal fields, drops queries and masks lookup tokens', async () => {
    const fixture = createSiteFixture();
    const { app, logs } = buildTestApp(fixture, { LOG_LEVEL: 'trace' });
    app.post('/api/probe', async (request) => {
      // A careless handler logging the body and a nested object: redaction must still apply.
      request.log.info(request.body as object, 'body');
      request.log.info({ customer: CANARIES }, 'nested');
      return { ok: true };
    });
    await app.ready();

    await app.inject({ method: 'POST', url: '/api/probe', payload: CANARIES });
    await app.inject({ url: `/ka/payment-success?email=${encodeURIComponent(CANARIES.email)}` });
    await app.inject({ url: `/api/payment/customer/${CANARIES.token}` });
    await app.close();

    const written = logs();
    expect(written).toContain('/api/payment/customer/[redacted]');
    expect(written).toContain('"path":"/ka/payment-success"');
    for (const canary of Object.values(CANARIES)) expect(written).not.toContain(canary);
    expect(written).not.toContain(encodeURIComponent(CANARIES.email));
    fixture.remove();
  });

  it('writes one line per request, with method, path, status and time, and child bindings redacted', async () => {
    const fixture = createSiteFixture();
    const { app, logs } = buildTestApp(fixture);
    app.get('/api/probe-child', async (request) => {
      request.log.child({ email: CANARIES.email }).info('child');
      return { ok: true };
    });
    await app.ready();
    await app.inject({ url: '/api/probe-child?utm_source=x' });
    await app.close();

    const lines = logs()
      .split('\n')
      .filter((line) => line.includes('probe-child'));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', path: '/api/probe-child' },
      res: { statusCode: 200 },
    });
    expect(typeof line.responseTime).toBe('number');
    expect(logs()).not.toContain('incoming request');
    expect(logs()).toContain('"msg":"child"');
    expect(logs()).not.toContain(CANARIES.email);
    fixture.remove();
  });
});
