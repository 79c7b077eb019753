import { describe, expect, it } from 'vitest';
import { parseOutboxPayload } from '../../core/outbox/outbox-kinds';
import type { Ids } from '../../core/ports/ids';
import { refundReceiptMessages } from './refund-receipt-messages';

const counting = (): Ids => {
  let next = 0;
  return { newId: () => `id-${++next}`, newToken: () => 'token' };
};
const order = {
  merchantOrderId: 'tc-1',
  contact: {
    firstName: 'ნინო',
    lastName: 'ბერიძე',
    email: 'nino@example.ge',
    phone: '+995555123456',
    city: null,
    linkedIn: null,
  },
  language: 'ka' as const,
  priceTetri: 250_000,
  refundedTetri: 75_000,
  cohortNumber: 4,
};
const now = new Date('2026-12-01T08:15:00Z');

describe('refundReceiptMessages', () => {
  it('queues the e-mail and the SMS of one refund, keyed by the refund, to the order contact', () => {
    const messages = refundReceiptMessages({
      order,
      refund: { id: 'rf-2', amountTetri: 50_000 },
      ids: counting(),
      now,
    });
    expect(messages.map((message) => [message.kind, message.idempotencyKey])).toEqual([
      ['email.refund_receipt', 'rf-2:email.refund_receipt'],
      ['sms.refund_receipt', 'rf-2:sms.refund_receipt'],
    ]);
    const [email, sms] = messages;
    expect(parseOutboxPayload('email.refund_receipt', email?.payload)).toEqual({
      to: 'nino@example.ge',
      language: 'ka',
      firstName: 'ნინო',
      orderId: 'tc-1',
      refundId: 'rf-2',
      amountTetri: 50_000,
      refundedTotalTetri: 75_000,
      paidTetri: 250_000,
      refundedAt: '2026-12-01T08:15:00.000Z',
      cohortNumber: 4,
    });
    expect(parseOutboxPayload('sms.refund_receipt', sms?.payload)).toEqual({
      to: '+995555123456',
      language: 'ka',
      firstName: 'ნინო',
      amountTetri: 50_000,
    });
    expect(messages.every((message) => message.createdAt === now)).toBe(true);
    expect(new Set(messages.map((message) => message.id)).size).toBe(2);
  });

  it('leaves the cohort out for an order older than cohorts', () => {
    const [email] = refundReceiptMessages({
      order: { ...order, cohortNumber: null },
      refund: { id: 'rf-3', amountTetri: 250_000 },
      ids: counting(),
      now,
    });
    expect(email?.payload).not.toHaveProperty('cohortNumber');
  });
});
