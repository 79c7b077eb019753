import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './support/lead-delivery-app';
import {
  buildPaymentsApp,
  type PaymentsApp,
  postCallback,
  signedCallback,
  startCheckout,
} from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

let fixture: SiteFixture;
let payments: PaymentsApp;

beforeAll(async () => {
  fixture = createSiteFixture();
  payments = await buildPaymentsApp(fixture);
});
afterAll(async () => {
  await payments.app.close();
  fixture.remove();
});

const lookup = async (token: string) =>
  (await payments.app.inject({ method: 'GET', url: `/api/payment/customer/${token}` })).json();

/** Pays an order through the local Flitt's widget endpoint, as the browser widget does. */
async function payWithCard(checkoutToken: string, card: string) {
  const response = await payments.app.inject({
    method: 'POST',
    url: '/flitt-demo/api/demo/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: checkoutToken,
      card_number: card,
      expiry: '12/39',
      cvv: '111',
    }).toString(),
  });
  return response.json() as { result: string; order_data?: Record<string, string> };
}

describe('a purchase through the local Flitt', () => {
  it('approves with the approved test card: order paid once, one row per sink', async () => {
    const started = await startCheckout(payments, { email: 'buyer1@example.ge' });
    expect(await lookup(started.orderToken)).toEqual({
      firstName: 'ნინო',
      paymentStatus: 'pending',
    });
    const paid = await payWithCard(started.checkoutToken, '4444 5555 1111 6666');
    expect(paid.result).toBe('approved');
    expect(paid.order_data).toMatchObject({
      order_id: started.merchantOrderId,
      order_status: 'approved',
    });
    // The paid order's greeting, with its receipt (docs/purchase.md "Receipt").
    expect(await lookup(started.orderToken)).toMatchObject({
      firstName: 'ნინო',
      paymentStatus: 'approved',
      receipt: { orderNumber: started.merchantOrderId, amountTetri: expect.any(Number) },
    });
    const order = await payments.store.findRegistrationByPublicToken(started.orderToken);
    expect(order).toMatchObject({ status: 'payment_completed', paymentStatus: 'approved' });
    expect(order?.transactionId).toMatch(/^\d+$/);
    await waitFor(() => payments.sms.sent().some((m) => m.text.includes('გადახდა მიღებულია')));
    await waitFor(() =>
      payments.sink.rows().some((row) => row.transactionId === order?.transactionId),
    );
    await waitFor(() =>
      payments.conversions.counted().some((c) => c.event.eventId === started.merchantOrderId),
    );
  });

  it('declines with the declined test card and reports it to the result page', async () => {
    const started = await startCheckout(payments, { email: 'buyer2@example.ge' });
    const paid = await payWithCard(started.checkoutToken, '4444111155556666');
    expect(paid.result).toBe('declined');
    expect(paid.order_data).toMatchObject({ response_code: '1004' });
    expect(await lookup(started.orderToken)).toEqual({
      firstName: 'ნინო',
      paymentStatus: 'declined',
    });
    const order = await payments.store.findRegistrationByPublicToken(started.orderToken);
    expect(order).toMatchObject({ status: 'failed', paymentStatus: 'declined' });
  });

  it('records an expiry and a reversal posted later by the provider', async () => {
    const expired = await startCheckout(payments, { email: 'buyer3@example.ge' });
    await payments.flitt.provider.settle(expired.merchantOrderId, 'expired');
    expect((await lookup(expired.orderToken)).paymentStatus).toBe('expired');

    const reversed = await startCheckout(payments, { email: 'buyer4@example.ge' });
    await payWithCard(reversed.checkoutToken, '5555666644441111');
    await payments.flitt.provider.settle(reversed.merchantOrderId, 'reversed');
    expect((await lookup(reversed.orderToken)).paymentStatus).toBe('reversed');
    const order = await payments.store.findRegistrationByPublicToken(reversed.orderToken);
    expect(order).toMatchObject({
      status: 'refunded',
      paymentStatus: 'reversed',
      refundedTetri: order?.priceTetri,
    });
  });

  it('accepts form-encoded callbacks as well as JSON', async () => {
    const started = await startCheckout(payments, { email: 'buyer5@example.ge' });
    const response = await postCallback(
      payments.app,
      signedCallback(started.merchantOrderId),
      'form',
    );
    expect(response.statusCode).toBe(200);
    expect((await lookup(started.orderToken)).paymentStatus).toBe('approved');
  });

  it('refuses a callback for an order it never made with the uniform 404', async () => {
    const response = await postCallback(payments.app, signedCallback('tc-unknown-order'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'ORDER_NOT_FOUND' } });
  });
});

describe('the browser return', () => {
  it('redirects to the result page with display values and changes nothing', async () => {
    const started = await startCheckout(payments, { email: 'buyer6@example.ge' });
    const forged = signedCallback(started.merchantOrderId, {}, 'not-our-key');
    const response = await payments.app.inject({
      method: 'POST',
      url: `/api/payment/return?lang=en&token=${started.orderToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...forged, response_description: 'Ok\u0000<b>' }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location ?? '', 'https://example.ge');
    expect(location.pathname).toBe('/en/payment-success');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      token: started.orderToken,
      order_status: 'approved',
      order_id: started.merchantOrderId,
      payment_id: '800123456',
      transaction_id: '900123456',
      response_description: 'Ok<b>',
    });
    expect((await lookup(started.orderToken)).paymentStatus).toBe('pending');
    const order = await payments.store.findRegistrationByPublicToken(started.orderToken);
    expect(order?.status).toBe('payment_initiated');
  });

  it('falls back to Georgian and drops a malformed token on GET', async () => {
    const response = await payments.app.inject({
      method: 'GET',
      url: '/api/payment/return?lang=ru&token=%3Cscript%3E&order_status=declined',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/ka/payment-success?order_status=declined');
  });
});
