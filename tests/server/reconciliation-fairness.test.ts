import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCryptoIds } from '../../adapters/ids/crypto-ids';
import { statusCheckPolicy } from '../../core/payment/status-check-schedule';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import { statusAnswerApplier } from '../../server/use-cases/apply-payment-snapshot';
import { createReconciliationWorker } from '../../server/workers/reconciliation-worker';
import { buildPaymentsApp, type PaymentsApp, startCheckout } from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';
import { type DisposableStore, STORE_KINDS } from './support/store-kinds';

const MINUTE = 60_000;
const ABANDONED = 60;
/** Well past the abandoned orders' last question (34 minutes) and the doubled one after it (68). */
const LAST_MINUTE = 80;

/**
 * docs/security.md P3b (docs/purchase.md "Reconciliation"): 60 abandoned checkouts must not keep a paid
 * order whose callback never came from completing. The orders are opened and paid through the app
 * (offline Flitt, callbacks off); the production job runs one pass per simulated minute on the app's
 * store and clock, with the shipped schedule (first question at 10 minutes, interval 1 minute).
 */
describe.each(STORE_KINDS)('fair reconciliation on $name', ({ make }) => {
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

  // 61 checkouts and 79 passes: a few seconds on PostgreSQL, more on a busy machine.
  it('completes the paid order in the first pass after it is due, and asks little', {
    timeout: 30_000,
  }, async () => {
    for (let i = 0; i < ABANDONED; i += 1) {
      await startCheckout(payments, { email: `abandoned-${i}@example.ge` });
    }
    payments.clock.advance(MINUTE);
    const paid = await startCheckout(payments, { email: 'paid@example.ge' });
    const pay = await payments.app.inject({
      method: 'POST',
      url: '/flitt-demo/api/demo/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${paid.checkoutToken}&card_number=4444555566661111&expiry=12%2F39&cvv=111`,
    });
    expect(pay.json().result).toBe('approved');

    let statusCalls = 0;
    const gateway: Pick<PaymentGateway, 'fetchOrderStatus'> = {
      fetchOrderStatus: (orderId) => {
        statusCalls += 1;
        return payments.flitt.gateway.fetchOrderStatus(orderId);
      },
    };
    const { store, clock } = payments;
    const worker = createReconciliationWorker({
      store,
      clock,
      gateway,
      apply: statusAnswerApplier(
        { store, clock, ids: createCryptoIds(), cohorts: () => [] },
        () => undefined,
      ),
      schedule: statusCheckPolicy(10 * MINUTE, MINUTE),
      budgetPerPass: 200,
    });
    const paidStatus = async () =>
      (await store.findRegistrationByMerchantOrderId(paid.merchantOrderId))?.status;

    // The paid order was created at minute 1, so it is due at minute 11.
    let completedAtMinute: number | undefined;
    const callsPerPass: number[] = [];
    for (let minute = 2; minute <= LAST_MINUTE; minute += 1) {
      payments.clock.advance(MINUTE);
      const before = statusCalls;
      await worker.runOnce();
      callsPerPass.push(statusCalls - before);
      if (completedAtMinute === undefined && (await paidStatus()) === 'payment_completed') {
        completedAtMinute = minute;
      }
    }
    const busyPasses = callsPerPass
      .map((calls, i) => [i + 2, calls] as const)
      .filter(([, calls]) => calls > 0);
    console.info(
      `reconciliation: ${ABANDONED} abandoned + 1 paid; paid completed at minute ${completedAtMinute} (due at 11); ` +
        `${statusCalls} status calls in ${LAST_MINUTE - 1} passes; passes that asked (minute, calls): ${JSON.stringify(busyPasses)}`,
    );
    expect(completedAtMinute).toBe(11);
    // Each abandoned order asked at ages 10, 20 and 34 minutes; at 34 Flitt has expired it (29-minute
    // lifetime), so it fails and is never asked again. The paid order is asked once.
    expect(busyPasses).toEqual([
      [10, ABANDONED],
      [11, 1],
      [20, ABANDONED],
      [34, ABANDONED],
    ]);
    expect(statusCalls).toBe(3 * ABANDONED + 1);
    const failed = await store.listOrders({ statuses: ['failed'] });
    expect(failed.map((o) => o.paymentStatus)).toEqual(
      Array.from({ length: ABANDONED }, () => 'expired'),
    );
    const purchases = (await store.listOutbox()).filter((m) => m.kind === 'conversion.purchase');
    expect(purchases).toHaveLength(1);
  });
});
