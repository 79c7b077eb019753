import type { OutboxKind, OutboxPayloads } from '../../core/outbox/outbox-kinds';
import type { Ids } from '../../core/ports/ids';
import type { RefundRecord, RegistrationRecord } from '../../core/ports/order-store';
import type { NewOutboxMessage } from '../../core/ports/outbox-store';

/** What a refund receipt is queued from. */
export interface RefundReceiptMessagesInput {
  /** The order after the refund was recorded: `refundedTetri` is the total with this refund. */
  readonly order: Pick<
    RegistrationRecord,
    'merchantOrderId' | 'contact' | 'language' | 'priceTetri' | 'refundedTetri' | 'cohortNumber'
  >;
  readonly refund: Pick<RefundRecord, 'id' | 'amountTetri'>;
  readonly ids: Ids;
  /** When the refund was recorded. */
  readonly now: Date;
}

/** One receipt per refund and kind: a repeated enqueue of the same refund is ignored by the store. */
function refundKey(refundId: string, kind: OutboxKind): string {
  return `${refundId}:${kind}`;
}

/**
 * The buyer's receipt of one refund (docs/messaging.md "E-mail messages"): the e-mail with the
 * amounts and what the refund means for the seat, and an SMS naming the amount, in the order's
 * language, to the contact details entered for the order. Queued in the refund's transaction.
 */
export function refundReceiptMessages(input: RefundReceiptMessagesInput): NewOutboxMessage[] {
  const { order, refund, ids, now } = input;
  const { contact } = order;
  const email: OutboxPayloads['email.refund_receipt'] = {
    to: contact.email,
    language: order.language,
    firstName: contact.firstName,
    orderId: order.merchantOrderId,
    refundId: refund.id,
    amountTetri: refund.amountTetri,
    refundedTotalTetri: order.refundedTetri,
    paidTetri: order.priceTetri,
    refundedAt: now.toISOString(),
    ...(order.cohortNumber === null ? {} : { cohortNumber: order.cohortNumber }),
  };
  const sms: OutboxPayloads['sms.refund_receipt'] = {
    to: contact.phone,
    language: order.language,
    firstName: contact.firstName,
    amountTetri: refund.amountTetri,
  };
  return [
    {
      id: ids.newId(),
      kind: 'email.refund_receipt',
      payload: { ...email },
      idempotencyKey: refundKey(refund.id, 'email.refund_receipt'),
      createdAt: now,
    },
    {
      id: ids.newId(),
      kind: 'sms.refund_receipt',
      payload: { ...sms },
      idempotencyKey: refundKey(refund.id, 'sms.refund_receipt'),
      createdAt: now,
    },
  ];
}
