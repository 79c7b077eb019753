import { describe, expect, it } from 'vitest';
import { parseOutboxPayload } from '../outbox/outbox-kinds';
import { renderSms } from '../sms/sms-templates';
import { orderReceiptFollowUp, purchaseFollowUps } from './purchase-follow-ups';

const at = new Date('2026-11-23T10:00:00Z');
const order = {
  merchantOrderId: 'tc-1',
  priceTetri: 250_000,
  source: 'checkout',
  utm: { source: 'facebook' },
  language: 'ka',
  transactionId: 'trx-1',
  contact: {
    firstName: 'ნინო',
    lastName: 'ბერიძე',
    email: 'nino@example.ge',
    phone: '+995555123456',
    city: null,
    linkedIn: 'https://www.linkedin.com/in/nino-beridze',
  },
  marketingOptIn: true,
  expressStartRequestedAt: at,
  advertisingConsent: true,
  promo: null,
} as const;
const PARTNER10 = { code: 'PARTNER10', discountTetri: 25_000 };

describe('purchaseFollowUps', () => {
  it('writes one sheet row, one SMS and one Purchase keyed by the order id', () => {
    const rows = purchaseFollowUps(order, at);
    expect(rows.map((row) => row.idempotencyKey)).toEqual([
      'tc-1:sheet.customer',
      'tc-1:sms.purchase_confirmation',
      'tc-1:conversion.purchase',
    ]);
    const [sheet, sms, purchase] = rows;
    expect(sheet.payload).toMatchObject({
      amount: 250_000,
      transactionId: 'trx-1',
      kind: 'customer',
    });
    // Everyone is addressed with the details entered for this order.
    expect(sheet.payload).toMatchObject({
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      email: 'nino@example.ge',
      phoneNumber: '+995555123456',
      linkedIn: 'https://www.linkedin.com/in/nino-beridze',
    });
    expect(sheet.payload).not.toHaveProperty('city');
    expect(sheet.payload).not.toHaveProperty('promoCode');
    expect(sheet.payload).not.toHaveProperty('promoDiscount');
    expect(sheet.payload).toMatchObject({ marketingOptIn: true, expressStart: true });
    expect(sms.payload).toEqual({ to: '+995555123456', language: 'ka', firstName: 'ნინო' });
    if (purchase === undefined) throw new Error('no Purchase conversion');
    expect(purchase.payload.event).toMatchObject({
      userData: { email: 'nino@example.ge', phone: '+995555123456', firstName: 'ნინო' },
    });
    expect(purchase.payload.event).toMatchObject({
      type: 'Purchase',
      value: 2500,
      eventId: 'tc-1',
    });
    for (const row of rows) expect(parseOutboxPayload(row.kind, row.payload)).toEqual(row.payload);
    const text = renderSms('purchase_confirmation', sms.payload.language, sms.payload);
    expect(text.length).toBeLessThanOrEqual(70);
  });

  it('sends the Purchase conversion only when the buyer consented to advertising', () => {
    const rows = purchaseFollowUps(
      { ...order, advertisingConsent: false, marketingOptIn: false, expressStartRequestedAt: null },
      at,
    );
    expect(rows.map((row) => row.kind)).toEqual(['sheet.customer', 'sms.purchase_confirmation']);
    expect(rows[0].payload).toMatchObject({ marketingOptIn: false, expressStart: false });
  });

  it('writes the promo code and its discount in tetri on the sheet row; the amount is what was paid', () => {
    const [sheet, , purchase] = purchaseFollowUps(
      { ...order, priceTetri: 225_000, promo: PARTNER10 },
      at,
    );
    expect(sheet.payload).toMatchObject({
      amount: 225_000,
      promoCode: 'PARTNER10',
      promoDiscount: 25_000,
    });
    expect(parseOutboxPayload('sheet.customer', sheet.payload)).toEqual(sheet.payload);
    expect(purchase?.payload.event.value).toBe(2250);
  });

  it('tells a buyer without an early start the day access opens: the day after the 14 days', () => {
    const [, sms] = purchaseFollowUps({ ...order, expressStartRequestedAt: null }, at);
    // Paid 23 November (Tbilisi): the withdrawal period's last day is 7 December.
    expect(sms.payload).toMatchObject({ accessOpensAt: '2026-12-07T20:00:00.000Z' });
    const text = renderSms('purchase_confirmation', 'ka', {
      firstName: 'ნინო',
      date: new Date(sms.payload.accessOpensAt ?? ''),
    });
    expect(text).toBe('ნინო, გადახდა მიღებულია. კურსზე წვდომა 8 დეკემბერს გაიხსნება.');
  });
});

describe('orderReceiptFollowUp', () => {
  const paid = {
    ...order,
    cohortNumber: 4,
    paymentTimestamp: new Date('2026-11-23T10:00:05Z'),
    paymentMethod: 'card' as const,
  };

  it('queues one receipt e-mail per order with what was true at payment', () => {
    const receipt = orderReceiptFollowUp(paid, at, {
      cohortStartsAt: new Date('2027-03-01T15:00:00Z'),
      maskedCard: '444455XXXXXX1111',
    });
    expect(receipt.idempotencyKey).toBe('tc-1:email.order_receipt');
    expect(parseOutboxPayload('email.order_receipt', receipt.payload)).toEqual({
      to: 'nino@example.ge',
      language: 'ka',
      firstName: 'ნინო',
      orderId: 'tc-1',
      amountTetri: 250_000,
      paidAt: '2026-11-23T10:00:05.000Z',
      cohort: { number: 4, startsAt: '2027-03-01T15:00:00.000Z' },
      expressStartRequestedAt: '2026-11-23T10:00:00.000Z',
      maskedCard: '444455XXXXXX1111',
    });
  });

  it('names the promo code and its deduction beside the amount paid', () => {
    const receipt = orderReceiptFollowUp(
      { ...paid, priceTetri: 225_000, promo: PARTNER10 },
      at,
      {},
    );
    const payload = parseOutboxPayload('email.order_receipt', receipt.payload);
    expect(payload).toMatchObject({ amountTetri: 225_000, promo: PARTNER10 });
  });

  it('says the bank financed an order paid through an instalment', () => {
    const receipt = orderReceiptFollowUp({ ...paid, paymentMethod: 'instalment' }, at, {});
    expect(parseOutboxPayload('email.order_receipt', receipt.payload)).toMatchObject({
      paymentMethod: 'instalment',
    });
  });

  it('leaves out what is not known: no cohort, no early start, no card', () => {
    const receipt = orderReceiptFollowUp(
      { ...paid, cohortNumber: null, paymentTimestamp: null, expressStartRequestedAt: null },
      at,
      {},
    );
    expect(receipt.payload).toEqual({
      to: 'nino@example.ge',
      language: 'ka',
      firstName: 'ნინო',
      orderId: 'tc-1',
      amountTetri: 250_000,
      paidAt: at.toISOString(),
    });
  });
});
