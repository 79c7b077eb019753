import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../core/site-config/site-config';
import { shippedCohortsWithCapacity, siteConfigFixture } from '../support/site-config-fixture';
import {
  buildPaymentsApp,
  type PaymentsApp,
  postCallback,
  signedCallback,
  startCheckout,
} from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

/*
 * docs/purchase.md "Receipt": the thank-you lookup answers a paid order's receipt from the order row:
 * order number, day, amount, the VAT line as the configured seller owes it, and no contact details
 * beyond the first name.
 */

let fixture: SiteFixture;
beforeAll(() => {
  fixture = createSiteFixture();
});
afterAll(() => {
  fixture.remove();
});

function config(vatRegistered: boolean): SiteConfig {
  const shipped = siteConfigFixture(shippedCohortsWithCapacity(1_000));
  return { ...shipped, seller: { ...shipped.seller, vatRegistered } };
}

async function lookUp(payments: PaymentsApp, token: string) {
  const response = await payments.app.inject({
    method: 'GET',
    url: `/api/payment/customer/${token}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, unknown>;
}

describe.each([true, false])('receipt when the seller is VAT-registered: %s', (vatRegistered) => {
  let payments: PaymentsApp;
  beforeAll(async () => {
    payments = await buildPaymentsApp(fixture, {
      env: { LOG_LEVEL: 'error' },
      siteConfig: config(vatRegistered),
    });
  });
  afterAll(async () => {
    await payments.app.close();
  });

  it('has no receipt while the order awaits payment', async () => {
    const started = await startCheckout(payments, { email: `wait-${vatRegistered}@example.ge` });
    expect(await lookUp(payments, started.orderToken)).toEqual({
      firstName: 'ნინო',
      paymentStatus: 'pending',
    });
  });

  it('answers the paid order receipt from the order row, and nothing personal beyond the first name', async () => {
    const started = await startCheckout(payments, {
      firstName: 'Giorgi',
      email: `paid-${vatRegistered}@example.ge`,
    });
    const callback = signedCallback(started.merchantOrderId, {
      amount: String(started.amountTetri),
      actual_amount: String(started.amountTetri),
    });
    expect((await postCallback(payments.app, callback)).statusCode).toBe(200);
    const answer = await lookUp(payments, started.orderToken);
    const order = await payments.store.findRegistrationByPublicToken(started.orderToken);
    if (order === null) throw new Error('no order');
    const gross = order.priceTetri;
    expect(answer).toEqual({
      firstName: 'Giorgi',
      paymentStatus: 'approved',
      receipt: {
        orderNumber: started.merchantOrderId,
        paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        amountTetri: gross,
        currency: 'GEL',
        vat: vatRegistered
          ? { kind: 'included', ratePercent: 18, amountTetri: Math.round((gross * 18) / 118) }
          : { kind: 'not-applicable' },
        cohortNumber: order.cohortNumber,
        paymentMethod: 'card',
      },
    });
    const text = JSON.stringify(answer);
    for (const personal of [order.contact.email, order.contact.phone, order.contact.lastName]) {
      expect(text).not.toContain(personal);
    }
  });
});
