import { describe, expect, it } from 'vitest';
import { parseOutboxPayload } from '../outbox/outbox-kinds';
import { renderSms } from '../sms/sms-templates';
import { purchaseFollowUps } from './purchase-follow-ups';

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
} as const;

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
});
