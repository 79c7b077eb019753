import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from './support/lead-delivery-app';
import { buildPaymentsApp, type PaymentsApp, startCheckout } from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';
import { type DisposableStore, STORE_KINDS } from './support/store-kinds';

const TEN_MINUTES = 10 * 60_000;

// docs/security.md P3: the callback never arrives for a paid order; the reconciliation job asks the
// status API 10 minutes after the order was created and completes it once, through the same
// transition (docs/purchase.md "Reconciliation").
describe.each(STORE_KINDS)('reconciliation on $name', ({ make }) => {
  let fixture: SiteFixture;
  let disposable: DisposableStore;
  let payments: PaymentsApp;

  beforeEach(async () => {
    fixture = createSiteFixture();
    disposable = await make();
    payments = await buildPaymentsApp(fixture, {
      store: disposable.store,
      env: { FLITT_DEMO_CALLBACKS: 'never', RECONCILE_INTERVAL_MS: '100' },
    });
  });
  afterEach(async () => {
    await payments.app.close();
    await disposable.dispose();
    fixture.remove();
  });

  const lookup = async (token: string) =>
    (await payments.app.inject({ method: 'GET', url: `/api/payment/customer/${token}` })).json();

  it('marks a paid order whose callback never came paid, with one Purchase', async () => {
    const started = await startCheckout(payments);
    const paid = await payments.app.inject({
      method: 'POST',
      url: '/flitt-demo/api/demo/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${started.checkoutToken}&card_number=4444555566661111&expiry=12%2F39&cvv=111`,
    });
    expect(paid.json().result).toBe('approved');
    expect(payments.flitt.provider.deliveries()).toEqual([]);
    expect((await lookup(started.orderToken)).paymentStatus).toBe('pending');

    // Not yet ten minutes: the job leaves the order alone.
    payments.clock.advance(TEN_MINUTES - 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await lookup(started.orderToken)).paymentStatus).toBe('pending');

    payments.clock.advance(2 * 60_000);
    await waitFor(async () => (await lookup(started.orderToken)).paymentStatus === 'approved');
    // Later passes find nothing left to do: still one Purchase, delivered once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const kinds = (await payments.store.listOutbox()).map((message) => message.kind).sort();
    expect(kinds).toEqual([
      'conversion.initiate_checkout',
      'conversion.purchase',
      'email.order_receipt',
      'sheet.customer',
      'sms.purchase_confirmation',
    ]);
    await waitFor(() => payments.conversions.counted().some((c) => c.event.type === 'Purchase'));
    expect(payments.conversions.counted().filter((c) => c.event.type === 'Purchase')).toHaveLength(
      1,
    );
    expect(payments.logs()).toContain('order reconciled');
  });

  it('fails an order the provider never heard of, and an abandoned one once Flitt expires it', async () => {
    const unpaid = await startCheckout(payments, { email: 'unpaid@example.ge' });
    const lost = await payments.store.transaction(async (tx) => {
      const order = await tx.findRegistrationByPublicToken(unpaid.orderToken);
      if (order === null) throw new Error('missing order');
      const copy = {
        ...order,
        id: `${order.id}-lost`,
        publicToken: `${order.publicToken}lost`,
        merchantOrderId: `${order.merchantOrderId}-lost`,
        status: 'pending' as const,
      };
      await tx.insertRegistration(copy);
      return copy;
    });
    // Unknown to Flitt while its order lifetime runs: asked about, but not failed yet.
    payments.clock.advance(TEN_MINUTES + 60_000);
    await waitFor(
      async () => (await payments.store.findRegistrationById(lost.id))?.statusCheckedAt !== null,
    );
    expect(await payments.store.findRegistrationById(lost.id)).toMatchObject({ status: 'pending' });
    const asked = async (token: string) =>
      (await payments.store.findRegistrationByPublicToken(token))?.statusCheckedAt !== null;
    await waitFor(() => asked(unpaid.orderToken));
    expect((await lookup(unpaid.orderToken)).paymentStatus).toBe('pending');
    // Past the lifetime (29 minutes) and the margin (5): Flitt's "not found" is final.
    payments.clock.advance(25 * 60_000);
    await waitFor(
      async () => (await payments.store.findRegistrationById(lost.id))?.status === 'failed',
    );
    // The abandoned checkout: Flitt expired it after its lifetime, so it fails and is not asked again.
    await waitFor(async () => (await lookup(unpaid.orderToken)).paymentStatus === 'expired');
  });
});
