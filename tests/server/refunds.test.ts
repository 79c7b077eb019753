import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createCryptoIds } from '../../adapters/ids/crypto-ids';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import { refundOrder } from '../../server/use-cases/refund-order';
import { cohortSaleApps, payWithApprovedCard, type StoreKind } from './support/cohort-sale-app';
import {
  checkoutBody,
  type PaymentsApp,
  postCallback,
  signedCallback,
} from './support/payments-app';
import { STORE_KINDS } from './support/store-kinds';

const NOW = new Date('2026-11-24T10:00:00Z');

const openCohort = cohortSaleApps();
const appOn = (kind: StoreKind) => openCohort({ capacity: 2, now: NOW, kind });

/** A buyer who opens the checkout and pays with the local Flitt's approved test card. */
async function paidOrder(app: PaymentsApp, i = 1) {
  const body = checkoutBody({ email: `buyer${i}@example.ge`, phoneNumber: `555 00 00 ${10 + i}` });
  const started = await app.app.inject({ method: 'POST', url: '/api/checkout', payload: body });
  expect(started.statusCode).toBe(201);
  await payWithApprovedCard(app, started.json().checkoutToken);
  const order = await app.store.findRegistrationByPublicToken(started.json().orderToken);
  expect(order?.status).toBe('payment_completed');
  if (order === null) throw new Error('no order');
  return order;
}

function deps(app: PaymentsApp, gateway: Pick<PaymentGateway, 'refund'> = app.flitt.gateway) {
  return { store: app.store, gateway, clock: app.clock, ids: createCryptoIds() };
}

const receipts = async (app: PaymentsApp) =>
  (await app.store.listOutbox())
    .filter((m) => m.kind.endsWith('.refund_receipt'))
    .map((m) => m.kind);

describe.each(STORE_KINDS)('refunds ($name)', (kind) => {
  it('refunds a paid order in full from the console: refunded, the seat free, the receipt queued, never twice', async () => {
    const app = await appOn(kind);
    const order = await paidOrder(app);
    const outcome = await refundOrder(deps(app), {
      order: order.merchantOrderId,
      reason: 'withdrawal',
    });
    expect(outcome).toMatchObject({
      kind: 'refunded',
      order: { status: 'refunded', refundedTetri: order.priceTetri },
    });
    await app.flitt.provider.settled();
    expect(await app.store.findRegistrationById(order.id)).toMatchObject({
      status: 'refunded',
      refundedTetri: order.priceTetri,
      paymentStatus: 'reversed',
    });
    expect((await app.store.countCohortSeats(4, NOW)).paid).toBe(0);
    expect((await receipts(app)).sort()).toEqual(['email.refund_receipt', 'sms.refund_receipt']);
    const sheet = (await app.store.listOutbox()).filter((m) => m.kind === 'sheet.refund');
    expect(sheet.map((m) => m.payload)).toMatchObject([
      {
        kind: 'refund',
        amount: order.priceTetri,
        refundedTotal: order.priceTetri,
        orderStatus: 'refunded',
      },
    ]);
    const again = await refundOrder(deps(app), { order: order.id });
    expect(again).toMatchObject({ kind: 'refused', refusal: { code: 'CANNOT_REFUND' } });
    const refunds = await app.store.listRefunds(order.id);
    expect(refunds.map((r) => [r.status, r.origin, r.amountTetri])).toEqual([
      ['approved', 'console', order.priceTetri],
    ]);
    expect(await receipts(app)).toHaveLength(2);
  });

  it('refunds in parts: partially_refunded keeps the place, the rest makes it refunded', async () => {
    const app = await appOn(kind);
    const order = await paidOrder(app);
    const part = await refundOrder(deps(app), { order: order.id, amountTetri: 50_000 });
    expect(part).toMatchObject({ kind: 'refunded', order: { status: 'partially_refunded' } });
    await app.flitt.provider.settled();
    expect((await app.store.countCohortSeats(4, NOW)).paid).toBe(1);
    const tooMuch = await refundOrder(deps(app), {
      order: order.id,
      amountTetri: order.priceTetri,
    });
    expect(tooMuch).toMatchObject({
      kind: 'refused',
      refusal: { code: 'REFUND_AMOUNT_INVALID', remainingTetri: order.priceTetri - 50_000 },
    });
    app.clock.advance(60_000);
    const rest = await refundOrder(deps(app), { order: order.id });
    expect(rest).toMatchObject({
      kind: 'refunded',
      order: { status: 'refunded', refundedTetri: order.priceTetri },
    });
    await app.flitt.provider.settled();
    const refunds = await app.store.listRefunds(order.id);
    expect(refunds.map((r) => r.amountTetri)).toEqual([50_000, order.priceTetri - 50_000]);
    expect(await receipts(app)).toHaveLength(4);
  });

  it('retries a refund whose answer was lost with the same reverse id: the money goes back once', async () => {
    const app = await appOn(kind);
    const order = await paidOrder(app);
    // The provider applies the refund, then the answer never arrives.
    const lost: Pick<PaymentGateway, 'refund'> = {
      refund: (request) =>
        app.flitt.gateway
          .refund(request)
          .andThen(() => errAsync({ type: 'payment_gateway.unavailable' as const })),
    };
    const first = await refundOrder(deps(app, lost), { order: order.id, amountTetri: 30_000 });
    expect(first).toMatchObject({ kind: 'no_answer' });
    await app.flitt.provider.settled();
    // Flitt's callback recorded it meanwhile: the same command again refunds nothing more.
    const retried = await refundOrder(deps(app), { order: order.id, amountTetri: 30_000 });
    expect(retried).toMatchObject({ kind: 'refused', refusal: { code: 'REFUND_ALREADY_MADE' } });
    expect(await app.store.findRegistrationById(order.id)).toMatchObject({
      status: 'partially_refunded',
      refundedTetri: 30_000,
    });
    const status = (
      await app.flitt.gateway.fetchOrderStatus(order.merchantOrderId)
    )._unsafeUnwrap();
    expect(status.reversalAmount).toBe(30_000);
    expect(await app.store.listRefunds(order.id)).toHaveLength(1);
    const meant = await refundOrder(deps(app), {
      order: order.id,
      amountTetri: 30_000,
      again: true,
    });
    expect(meant).toMatchObject({ kind: 'refunded', order: { refundedTetri: 60_000 } });
  });

  it('retries a refund that no news recorded with the same reverse id: Flitt applies it once', async () => {
    const app = await appOn(kind);
    const order = await paidOrder(app);
    // The answer is lost and Flitt's callback does not arrive either (the site is unreachable).
    app.flitt.provider.setCallbackMode('never');
    const lost: Pick<PaymentGateway, 'refund'> = {
      refund: (request) =>
        app.flitt.gateway
          .refund(request)
          .andThen(() => errAsync({ type: 'payment_gateway.unavailable' as const })),
    };
    expect(await refundOrder(deps(app, lost), { order: order.id })).toMatchObject({
      kind: 'no_answer',
    });
    const retried = await refundOrder(deps(app), { order: order.id });
    expect(retried).toMatchObject({
      kind: 'refunded',
      order: { status: 'refunded', refundedTetri: order.priceTetri },
    });
    const refunds = await app.store.listRefunds(order.id);
    expect(refunds.map((r) => [r.reverseId.endsWith('-r1'), r.status])).toEqual([
      [true, 'approved'],
    ]);
  });

  it('records a refund made in Flitt’s portal exactly like a console refund', async () => {
    const app = await appOn(kind);
    const order = await paidOrder(app);
    const amount = String(order.priceTetri);
    const partial = signedCallback(order.merchantOrderId, {
      amount,
      actual_amount: amount,
      reversal_amount: '4800',
      tran_type: 'reverse',
      payment_id: '700001',
    });
    expect((await postCallback(app.app, partial)).statusCode).toBe(200);
    expect(await app.store.findRegistrationById(order.id)).toMatchObject({
      status: 'partially_refunded',
      refundedTetri: 4_800,
    });
    const full = signedCallback(order.merchantOrderId, {
      amount,
      actual_amount: amount,
      order_status: 'reversed',
      reversal_amount: amount,
      tran_type: 'reverse',
      payment_id: '700001',
    });
    app.clock.advance(60_000);
    expect((await postCallback(app.app, full)).statusCode).toBe(200);
    expect(await app.store.findRegistrationById(order.id)).toMatchObject({
      status: 'refunded',
      refundedTetri: order.priceTetri,
      paymentStatus: 'reversed',
    });
    const refunds = await app.store.listRefunds(order.id);
    expect(refunds.map((r) => [r.origin, r.amountTetri])).toEqual([
      ['provider', 4_800],
      ['provider', order.priceTetri - 4_800],
    ]);
    expect(await receipts(app)).toHaveLength(4);
    expect((await app.store.countCohortSeats(4, NOW)).paid).toBe(0);
  });
});
