import type { OrderStatus } from '../../core/order/order-status';
import type { Ids } from '../../core/ports/ids';
import type { RefundRow } from '../../core/ports/lead-sink';
import type {
  OrderTransaction,
  RefundRecord,
  RegistrationRecord,
} from '../../core/ports/order-store';
import type { JsonValue, NewOutboxMessage, OutboxTransaction } from '../../core/ports/outbox-store';
import { moveRegistration, type RegistrationMoveOutcome } from './move-registration';
import { refundReceiptMessages } from './refund-receipt-messages';

/** Money that went back for an order, as the provider now states it. */
export interface RefundNews {
  /** The order's refunded total, in tetri (the provider's running `reversal_amount`). */
  readonly refundedTetri: number;
  /** The provider status to record: `approved` after a partial refund, `reversed` after a full one. */
  readonly paymentStatus: OrderStatus;
  readonly at: Date;
}

/** The refund row the increase belongs to: the console's request of that amount, else a new provider row. */
async function settleRefundRow(
  tx: OrderTransaction,
  ids: Ids,
  order: RegistrationRecord,
  news: RefundNews,
  increase: number,
): Promise<RefundRecord> {
  const requested = (await tx.listRefunds(order.id)).find(
    (refund) => refund.status === 'requested' && refund.amountTetri === increase,
  );
  if (requested !== undefined) {
    await tx.settleRefund({ id: requested.id, status: 'approved', settledAt: news.at });
    return { ...requested, status: 'approved', settledAt: news.at };
  }
  // Made in the provider's portal (or answered for a request this store never saw): recorded as it is
  // learnt, keyed by the total it brought the order to, so the same news cannot add a second row.
  const made: RefundRecord = {
    id: ids.newId(),
    registrationId: order.id,
    reverseId: `${order.merchantOrderId}-t${news.refundedTetri}`,
    amountTetri: increase,
    status: 'approved',
    origin: 'provider',
    reason: null,
    requestedAt: news.at,
    settledAt: news.at,
  };
  await tx.insertRefund(made);
  return made;
}

/** The refund's spreadsheet row: appended beside the customer's, one per refund. */
function refundSheetMessage(
  order: RegistrationRecord,
  refund: RefundRecord,
  ids: Ids,
  at: Date,
): NewOutboxMessage {
  const { contact } = order;
  const row: RefundRow = {
    kind: 'refund',
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phoneNumber: contact.phone,
    transactionId: order.transactionId ?? order.merchantOrderId,
    amount: refund.amountTetri,
    refundedTotal: order.refundedTetri,
    orderStatus: order.status,
    origin: refund.origin,
    source: order.source,
    timestamp: at.toISOString(),
    utm: { ...order.utm },
  };
  return {
    id: ids.newId(),
    kind: 'sheet.refund',
    payload: JSON.parse(JSON.stringify(row)) as JsonValue,
    idempotencyKey: `${refund.id}:sheet.refund`,
    createdAt: at,
  };
}

/**
 * The one way a refund is recorded, from the console's answer or the provider's news, whichever
 * comes first (docs/purchase.md "Refunds"), all in the caller's transaction. A total already
 * recorded changes nothing.
 */
export async function applyRefund(
  tx: OrderTransaction & OutboxTransaction,
  ids: Ids,
  order: RegistrationRecord,
  news: RefundNews,
): Promise<RegistrationMoveOutcome> {
  const increase = news.refundedTetri - order.refundedTetri;
  const moved = await moveRegistration(tx, order, {
    event: {
      type: 'payment.refund',
      refundedTetri: news.refundedTetri,
      priceTetri: order.priceTetri,
      at: news.at,
    },
    record: { paymentStatus: news.paymentStatus },
    at: news.at,
  });
  if (moved.kind !== 'moved' || increase <= 0) return moved;
  const refund = await settleRefundRow(tx, ids, order, news, increase);
  const refunded = { ...order, ...moved.changes };
  await tx.enqueueOutbox([
    ...refundReceiptMessages({ order: refunded, refund, ids, now: news.at }),
    refundSheetMessage(refunded, refund, ids, news.at),
  ]);
  return moved;
}
