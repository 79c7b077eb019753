import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPaymentsApp, type PaymentsApp, startCheckout } from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';
import { type DisposableStore, STORE_KINDS } from './support/store-kinds';

/*
 * The browser return asks Flitt's status API when the callback is late (docs/decisions.md
 * "Registration lifecycle"): a verified approval pays the order once; the return's own query never
 * changes anything.
 */
describe.each(STORE_KINDS)('the browser return’s status check on $name', ({ make }) => {
  let fixture: SiteFixture;
  let disposable: DisposableStore;
  let payments: PaymentsApp;

  beforeEach(async () => {
    fixture = createSiteFixture();
    disposable = await make();
    payments = await buildPaymentsApp(fixture, {
      store: disposable.store,
      env: { FLITT_DEMO_CALLBACKS: 'never' },
    });
  });
  afterEach(async () => {
    await payments.app.close();
    await disposable.dispose();
    fixture.remove();
  });

  const returnTo = (token: string, query = '') =>
    payments.app.inject({
      method: 'GET',
      url: `/api/payment/return?lang=en&token=${token}${query}`,
    });
  const purchases = async () =>
    (await payments.store.listOutbox()).filter((m) => m.kind === 'conversion.purchase');

  it('pays an order Flitt approved, once, before the callback arrives', async () => {
    const started = await startCheckout(payments);
    const paid = await payments.app.inject({
      method: 'POST',
      url: '/flitt-demo/api/demo/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${started.checkoutToken}&card_number=4444555566661111&expiry=12%2F39&cvv=111`,
    });
    expect(paid.json().result).toBe('approved');
    expect(payments.flitt.provider.deliveries()).toEqual([]);

    const first = await returnTo(started.orderToken);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/en/payment-success?token=${started.orderToken}`);
    const order = await payments.store.findRegistrationByPublicToken(started.orderToken);
    expect(order).toMatchObject({ status: 'payment_completed', paymentStatus: 'approved' });
    expect(order?.transactionId).toBeTruthy();

    const again = await Promise.all(Array.from({ length: 5 }, () => returnTo(started.orderToken)));
    expect(new Set(again.map((response) => response.statusCode))).toEqual(new Set([303]));
    expect(await purchases()).toHaveLength(1);
    expect(payments.logs()).toContain('order status asked on return');
  });

  it('ignores a query that says approved while Flitt says processing', async () => {
    const started = await startCheckout(payments);
    await payments.flitt.provider.settle(started.merchantOrderId, 'processing');
    const response = await returnTo(
      started.orderToken,
      `&order_status=approved&order_id=${started.merchantOrderId}&transaction_id=999`,
    );
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location ?? '', 'https://example.ge');
    expect(location.searchParams.get('order_status')).toBe('approved');
    const order = await payments.store.findRegistrationByPublicToken(started.orderToken);
    expect(order).toMatchObject({
      status: 'payment_initiated',
      paymentStatus: 'processing',
      transactionId: null,
    });
    expect(await purchases()).toEqual([]);
    const lookup = await payments.app.inject({
      method: 'GET',
      url: `/api/payment/customer/${started.orderToken}`,
    });
    expect(lookup.json().paymentStatus).toBe('pending');
  });
});
