import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPaymentsApp, type PaymentsApp, startCheckout } from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

/**
 * docs/security.md L1: random lookup tokens. 20,000 in the suite (3,000 malformed and sequential among
 * them) keeps it to seconds; `LOOKUP_TOKEN_RUNS=100000` runs a deeper sweep.
 */
const RANDOM_TOKENS = Number(process.env.LOOKUP_TOKEN_RUNS ?? 20_000);
const LOW_LIMIT = 20;

let fixture: SiteFixture;

beforeAll(() => {
  fixture = createSiteFixture();
});
afterAll(() => {
  fixture.remove();
});

describe('GET /api/payment/customer/:token', () => {
  let payments: PaymentsApp;
  let known: string;
  beforeAll(async () => {
    payments = await buildPaymentsApp(fixture, { env: { LOG_LEVEL: 'error' } });
    for (let i = 0; i < 20; i += 1)
      await startCheckout(payments, { email: `buyer${i}@example.ge` });
    known = (await startCheckout(payments, { firstName: 'Giorgi', email: 'g@example.ge' }))
      .orderToken;
  });
  afterAll(async () => {
    await payments.app.close();
  });

  it('answers only the first name and the payment status, never cached', async () => {
    const response = await payments.app.inject({
      method: 'GET',
      url: `/api/payment/customer/${known}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ firstName: 'Giorgi', paymentStatus: 'pending' });
  });

  it('answers a token of any length, or with more segments, with the same ORDER_NOT_FOUND', async () => {
    const answers = await Promise.all(
      [100, 101, 500, 4_000].map((length) =>
        payments.app.inject({ method: 'GET', url: `/api/payment/customer/${'a'.repeat(length)}` }),
      ),
    );
    answers.push(await payments.app.inject({ method: 'GET', url: '/api/payment/customer/a/b' }));
    expect(answers.map((answer) => [answer.statusCode, answer.json().error.code])).toEqual(
      Array(5).fill([404, 'ORDER_NOT_FOUND']),
    );
  });

  it(`finds nothing for ${RANDOM_TOKENS} random and malformed tokens, with one uniform 404`, async () => {
    const bodies = new Set<string>();
    const statuses = new Set<number>();
    let hits = 0;
    // "." and ".." are dot-segments, not tokens: a URL parser resolves them to another path.
    const malformed = fc
      .sample(fc.string({ minLength: 1, maxLength: 80 }), 2_000)
      .filter((token) => token !== '.' && token !== '..');
    const sequential = Array.from({ length: 1_000 }, (_, i) =>
      `${known.slice(0, -4)}${String(i).padStart(4, '0')}`.replace(known, `${known}x`),
    );
    const tokens = [
      ...malformed.map(encodeURIComponent),
      ...sequential,
      ...Array.from({ length: RANDOM_TOKENS - malformed.length - sequential.length }, () =>
        randomBytes(24).toString('base64url'),
      ),
    ];
    const started = Date.now();
    for (let i = 0; i < tokens.length; i += 500) {
      const batch = tokens.slice(i, i + 500);
      const responses = await Promise.all(
        batch.map((token) =>
          payments.app.inject({ method: 'GET', url: `/api/payment/customer/${token}` }),
        ),
      );
      for (const response of responses) {
        statuses.add(response.statusCode);
        if (response.statusCode === 200) hits += 1;
        else bodies.add(response.body);
      }
    }
    console.info(
      `lookup tokens: ${tokens.length} in ${Date.now() - started} ms, hits ${hits}, statuses ${[...statuses].join(',')}, distinct 404 bodies ${bodies.size}`,
    );
    expect(hits).toBe(0);
    expect([...statuses]).toEqual([404]);
    expect([...bodies]).toEqual([JSON.stringify({ error: { code: 'ORDER_NOT_FOUND' } })]);
  }, 600_000);
});

describe('lookup rate limit', () => {
  let payments: PaymentsApp;
  beforeAll(async () => {
    payments = await buildPaymentsApp(fixture, {
      env: { PAYMENT_LOOKUP_RATE_LIMIT_PER_MINUTE: String(LOW_LIMIT), LOG_LEVEL: 'error' },
    });
  });
  afterAll(async () => {
    await payments.app.close();
  });

  it('answers 429 RATE_LIMITED past the per-IP limit, other addresses unaffected', async () => {
    const ask = (ip: string) =>
      payments.app.inject({
        method: 'GET',
        url: `/api/payment/customer/${randomBytes(24).toString('base64url')}`,
        remoteAddress: ip,
      });
    const statuses: number[] = [];
    for (let i = 0; i < LOW_LIMIT + 5; i += 1) statuses.push((await ask('10.9.9.9')).statusCode);
    expect(statuses.slice(0, LOW_LIMIT)).toEqual(Array(LOW_LIMIT).fill(404));
    expect(statuses.slice(LOW_LIMIT)).toEqual(Array(5).fill(429));
    const limited = await ask('10.9.9.9');
    expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED' } });
    expect((await ask('10.9.9.10')).statusCode).toBe(404);
  });
});
