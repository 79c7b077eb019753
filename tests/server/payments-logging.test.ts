import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPaymentsApp,
  type PaymentsApp,
  postCallback,
  signedCallback,
} from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

const CANARY = {
  firstName: 'Canarynino',
  lastName: 'Canaryberidze',
  email: 'canary.d1.pay@example.ge',
  phoneNumber: '555 00 01 99',
};

let fixture: SiteFixture;
let payments: PaymentsApp;

beforeAll(async () => {
  fixture = createSiteFixture();
  payments = await buildPaymentsApp(fixture, { env: { LOG_LEVEL: 'trace' } });
});
afterAll(async () => {
  await payments.app.close();
  fixture.remove();
});

describe('payment routes log no personal data, tokens or signatures (docs/security.md D1)', () => {
  it('keeps the canaries of a checkout, its callback, return and lookup out of the logs', async () => {
    const started = await payments.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { ...CANARY, language: 'en' },
    });
    const { orderToken } = started.json() as { orderToken: string };
    const order = await payments.store.findRegistrationByPublicToken(orderToken);
    const callback = signedCallback(order?.merchantOrderId ?? '', { sender_email: CANARY.email });
    await postCallback(payments.app, callback);
    await postCallback(payments.app, { ...callback, signature: 'f'.repeat(40) });
    await payments.app.inject({
      method: 'POST',
      url: `/api/payment/return?lang=en&token=${orderToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(callback).toString(),
    });
    await payments.app.inject({ url: `/api/payment/customer/${orderToken}` });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const written = payments.logs();
    expect(written).toContain('payment callback stored');
    expect(written).toContain('payment callback refused');
    for (const canary of [
      CANARY.firstName,
      CANARY.lastName,
      CANARY.email,
      '555000199',
      orderToken,
      callback.signature ?? '',
    ]) {
      expect(written).not.toContain(canary);
    }
  });
});
