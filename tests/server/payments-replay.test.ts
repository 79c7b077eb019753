import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from './support/lead-delivery-app';
import {
  buildPaymentsApp,
  type PaymentsApp,
  postCallback,
  signedCallback,
  startCheckout,
} from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';
import { type DisposableStore, STORE_KINDS } from './support/store-kinds';

// docs/security.md P2: one approved callback replayed 50 times in a row and 20 times concurrently,
// racing the browser return: exactly one payment_completed, one Purchase, one row per sink.
describe.each(STORE_KINDS)('replayed approved callback on $name', ({ make }) => {
  let fixture: SiteFixture;
  let disposable: DisposableStore;
  let payments: PaymentsApp;

  beforeEach(async () => {
    fixture = createSiteFixture();
    disposable = await make();
    payments = await buildPaymentsApp(fixture, { store: disposable.store });
  });
  afterEach(async () => {
    await payments.app.close();
    await disposable.dispose();
    fixture.remove();
  });

  it('completes the order once and delivers one Purchase, one sheet row, one SMS and one receipt', async () => {
    const started = await startCheckout(payments);
    const callback = signedCallback(started.merchantOrderId);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1)
      statuses.push((await postCallback(payments.app, callback)).statusCode);
    const returnUrl = `/api/payment/return?lang=ka&token=${started.orderToken}`;
    const concurrent = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        postCallback(payments.app, callback, i % 2 === 0 ? 'json' : 'form'),
      ),
      ...Array.from({ length: 20 }, () =>
        payments.app.inject({
          method: 'POST',
          url: returnUrl,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(callback).toString(),
        }),
      ),
    ]);
    statuses.push(...concurrent.slice(0, 20).map((response) => response.statusCode));
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(new Set(concurrent.slice(20).map((r) => r.statusCode))).toEqual(new Set([303]));

    const order = await payments.store.findRegistrationByPublicToken(started.orderToken);
    expect(order).toMatchObject({ status: 'payment_completed', paymentStatus: 'approved' });
    const paid = await payments.store.listOrders({ statuses: ['payment_completed'] });
    expect(paid).toHaveLength(1);

    const outbox = await payments.store.listOutbox();
    const kinds = outbox.map((message) => message.kind).sort();
    expect(kinds).toEqual([
      'conversion.initiate_checkout',
      'conversion.purchase',
      'email.order_receipt',
      'sheet.customer',
      'sms.purchase_confirmation',
    ]);
    await waitFor(async () => (await payments.store.countOutbox('delivered')) === 5);
    expect(payments.sink.rows()).toHaveLength(1);
    expect(payments.sink.deliveries()).toBe(1);
    expect(payments.sms.sent()).toHaveLength(1);
    expect(payments.email.sent()).toHaveLength(1);
    const purchases = payments.conversions.counted().filter((c) => c.event.type === 'Purchase');
    expect(purchases.map((p) => p.event.eventId)).toEqual([started.merchantOrderId]);
    expect(payments.conversions.sends()).toBe(2);
  });
});
