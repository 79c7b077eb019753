import { describe, expect, it } from 'vitest';
import { parseOutboxPayload } from '../outbox/outbox-kinds';
import type { CustomerRecord } from '../ports/registration-store';
import { renderSms } from '../sms/sms-templates';
import { purchaseFollowUps } from './purchase-follow-ups';

const at = new Date('2026-11-23T10:00:00Z');
const customer: CustomerRecord = {
  id: 'c1',
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  email: 'nino@example.ge',
  phone: '+995555123456',
  city: null,
  linkedIn: null,
  createdAt: at,
  updatedAt: at,
};
const order = {
  merchantOrderId: 'tc-1',
  priceTetri: 250_000,
  source: 'checkout',
  utm: { source: 'facebook' },
  language: 'ka',
  transactionId: 'trx-1',
} as const;

describe('purchaseFollowUps', () => {
  it('writes one sheet row, one SMS and one Purchase keyed by the order id', () => {
    const rows = purchaseFollowUps(order, customer, at);
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
    expect(purchase.payload.event).toMatchObject({
      type: 'Purchase',
      value: 2500,
      eventId: 'tc-1',
    });
    for (const row of rows) expect(parseOutboxPayload(row.kind, row.payload)).toEqual(row.payload);
    const text = renderSms('purchase_confirmation', sms.payload.language, sms.payload);
    expect(text.length).toBeLessThanOrEqual(70);
  });
});
