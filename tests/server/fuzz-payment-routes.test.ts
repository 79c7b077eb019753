import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentType, payload } from './support/fuzz-bodies';
import {
  buildPaymentsApp,
  checkoutBody,
  type PaymentsApp,
  signedCallback,
  startCheckout,
} from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

let fixture: SiteFixture;
let payments: PaymentsApp;
let callback: Record<string, string>;

beforeAll(async () => {
  fixture = createSiteFixture();
  payments = await buildPaymentsApp(fixture, { env: { LOG_LEVEL: 'error' } });
  callback = signedCallback((await startCheckout(payments)).merchantOrderId);
});
afterAll(async () => {
  await payments.app.close();
  fixture.remove();
});

/** Each purchase-funnel POST route: a valid body and the statuses that mean it was accepted (docs/security.md F1). */
const routes = (): readonly [string, () => Record<string, unknown>, readonly number[]][] => [
  ['/api/checkout', () => checkoutBody(), [201]],
  ['/api/payment/payment-callback', () => callback, [200]],
  ['/api/payment/return?lang=en&token=AAAAAAAAAAAAAAAAAAAAAAAA', () => callback, [303]],
];

describe.each(routes())('fuzzing POST %s', (url, base, accepted) => {
  it('1,000 bodies: zero 5xx, every rejection a 4xx with error.code', async () => {
    const statuses = new Map<number, number>();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(payload(base()), contentType, async (body, type) => {
        run += 1;
        const headers: Record<string, string> = type === '' ? {} : { 'content-type': type };
        let response: Awaited<ReturnType<typeof payments.app.inject>>;
        try {
          response = await payments.app.inject({
            method: 'POST',
            url,
            payload: body,
            headers,
            remoteAddress: `10.4.${run >> 8}.${run & 255}`,
          });
        } catch {
          // light-my-request refuses header values Node would never send (control characters).
          return;
        }
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.json()).toMatchObject({
            error: { code: expect.stringMatching(/^[A-Z_]+$/) },
          });
        } else {
          expect(accepted).toContain(response.statusCode);
        }
      }),
      { numRuns: 1000, examples: [[JSON.stringify(base()), 'application/json']] },
    );
    console.info(`fuzz ${url}: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(accepted.some((status) => (statuses.get(status) ?? 0) > 0)).toBe(true);
  }, 180_000);
});
