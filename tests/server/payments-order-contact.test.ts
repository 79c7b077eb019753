import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from './support/lead-delivery-app';
import {
  buildPaymentsApp,
  type PaymentsApp,
  postCallback,
  type StartedCheckout,
  signedCallback,
  startCheckout,
} from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';
import { type DisposableStore, STORE_KINDS } from './support/store-kinds';

// docs/security.md "Order contact details": a checkout with someone else's e-mail opens its own
// order and never rewrites the details of an order already opened with that e-mail.
const BUYER = {
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  email: 'nino@example.ge',
  phoneNumber: '555 12 34 56',
};
const STRANGER = {
  firstName: 'Mallory',
  lastName: 'Stranger',
  email: 'NINO@example.ge',
  phoneNumber: '599 99 88 77',
  language: 'en',
};

describe.each(STORE_KINDS)('order contact details on $name', ({ make }) => {
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

  /** Pays the order through the signed server callback, as Flitt posts it. */
  async function pay(started: StartedCheckout, paymentId: string, transactionId: string) {
    const callback = signedCallback(started.merchantOrderId, {
      payment_id: paymentId,
      additional_info: JSON.stringify({ transaction_id: Number(transactionId) }),
    });
    expect((await postCallback(payments.app, callback)).statusCode).toBe(200);
  }

  const greeting = async (started: StartedCheckout) =>
    (
      await payments.app.inject({
        method: 'GET',
        url: `/api/payment/customer/${started.orderToken}`,
      })
    ).json();

  const sheetRow = async (transactionId: string) => {
    await waitFor(() => payments.sink.rows().some((row) => row.transactionId === transactionId));
    return payments.sink.rows().find((row) => row.transactionId === transactionId);
  };

  const purchaseSms = async (started: StartedCheckout) => {
    const ofOrder = () =>
      payments.sms.sent().find((sms) => sms.idempotencyKey.startsWith(started.merchantOrderId));
    await waitFor(() => ofOrder() !== undefined);
    return ofOrder();
  };

  it("keeps the buyer's details on the buyer's order after a stranger checks out with the same e-mail", async () => {
    const buyer = await startCheckout(payments, BUYER);
    const stranger = await startCheckout(payments, STRANGER);

    await pay(buyer, '800000001', '900000001');
    // Soft, so a broken guarantee reports the greeting, the sheet row and the SMS at once.
    expect
      .soft(await greeting(buyer))
      .toMatchObject({ firstName: 'ნინო', paymentStatus: 'approved' });
    expect.soft(await sheetRow('900000001')).toMatchObject({
      type: 'customer',
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      email: 'nino@example.ge',
      phoneNumber: "'+995555123456", // formula-safe cell
    });
    const buyerSms = await purchaseSms(buyer);
    expect.soft(buyerSms?.to).toBe('+995555123456');
    expect.soft(buyerSms?.text.startsWith('ნინო, ')).toBe(true);

    await pay(stranger, '800000002', '900000002');
    expect(await greeting(stranger)).toMatchObject({
      firstName: 'Mallory',
      paymentStatus: 'approved',
    });
    expect(await sheetRow('900000002')).toMatchObject({
      firstName: 'Mallory',
      lastName: 'Stranger',
      email: 'nino@example.ge',
      phoneNumber: "'+995599998877",
    });
    const strangerSms = await purchaseSms(stranger);
    expect(strangerSms?.to).toBe('+995599998877');
    expect(strangerSms?.text.startsWith('Mallory, ')).toBe(true);

    // The stranger's checkout and payment changed nothing the buyer's order shows.
    expect(await greeting(buyer)).toMatchObject({ firstName: 'ნინო', paymentStatus: 'approved' });
    expect(await sheetRow('900000001')).toMatchObject({ firstName: 'ნინო' });
  });
});
