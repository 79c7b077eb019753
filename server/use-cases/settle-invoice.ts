import { seatContact } from '../../core/invoice/invoice-orders';
import { orderReceiptFollowUp, purchaseFollowUps } from '../../core/payment/purchase-follow-ups';
import type { Ids } from '../../core/ports/ids';
import type { InvoiceRecord } from '../../core/ports/invoice-store';
import type { OrderTransaction } from '../../core/ports/order-store';
import type { JsonValue, OutboxTransaction } from '../../core/ports/outbox-store';
import type { SeatTransaction } from '../../core/ports/seat-store';
import type { Cohort } from '../../core/site-config/site-config';
import { moveRegistration } from './move-registration';

/** Another writer changed a seat's order between our read and our write: the transaction rolls back. */
export class SeatOrderChanged extends Error {}

/** Moves one seat's order paid, then completed, through the lifecycle; false when it was not open. */
async function completeSeat(tx: OrderTransaction, orderId: string, number: string, at: Date) {
  const order = await tx.findRegistrationById(orderId);
  if (order === null) throw new Error(`Invoice ${number} names a missing order ${orderId}`);
  const paid = await moveRegistration(tx, order, {
    event: { type: 'payment.complete', transactionId: number, at },
    at,
  });
  if (paid.kind === 'stale') throw new SeatOrderChanged();
  if (paid.kind !== 'moved') return false;
  const completed = await moveRegistration(
    tx,
    { ...order, ...paid.changes, status: paid.status },
    { event: { type: 'registration.complete', at }, at },
  );
  if (completed.kind === 'stale') throw new SeatOrderChanged();
  return true;
}

/**
 * An invoice paid in full (docs/purchase.md "Company invoices"): each seat's order is completed
 * through the lifecycle, a seat sold beyond the capacity is flagged overbooked, and each
 * participant gets the confirmation e-mail. No SMS: the only phone is the billing contact's.
 */
export async function completeInvoiceSeats(
  tx: OrderTransaction & SeatTransaction & OutboxTransaction,
  deps: { readonly ids: Ids; readonly cohorts: () => readonly Cohort[] },
  invoice: InvoiceRecord,
  at: Date,
): Promise<number> {
  const cohort = deps.cohorts().find((candidate) => candidate.number === invoice.cohortNumber);
  let completed = 0;
  for (const seat of invoice.seats) {
    if (!(await completeSeat(tx, seat.registrationId, invoice.number, at))) continue;
    completed += 1;
    const stored = await tx.findRegistrationById(seat.registrationId);
    if (stored === null) continue;
    const order = { ...stored, contact: seatContact(invoice.contact, seat.participant) };
    const facts = cohort === undefined ? {} : { cohortStartsAt: cohort.startDate };
    const followUps = [
      ...purchaseFollowUps(order, at).filter((row) => row.kind === 'sheet.customer'),
      orderReceiptFollowUp(order, at, facts),
    ];
    await tx.enqueueOutbox(
      followUps.map((row) => ({
        id: deps.ids.newId(),
        kind: row.kind,
        payload: JSON.parse(JSON.stringify(row.payload)) as JsonValue,
        idempotencyKey: row.idempotencyKey,
        createdAt: at,
      })),
    );
  }
  if (cohort !== undefined) await flagOverbooked(tx, invoice, cohort, at);
  return completed;
}

/** Flags the invoice's seats beyond the capacity, latest seats first, as a late card payment is. */
async function flagOverbooked(
  tx: OrderTransaction & SeatTransaction,
  invoice: InvoiceRecord,
  cohort: Cohort,
  at: Date,
) {
  await tx.lockCohortSales(cohort.number);
  const over = (await tx.countCohortSeats(cohort.number, at)).paid - cohort.maxCapacity;
  const seats = [...invoice.seats].reverse().slice(0, Math.max(0, over));
  for (const seat of seats) {
    await tx.updateRegistration({
      id: seat.registrationId,
      expectedStatus: 'completed',
      changes: { overbookedAt: at },
      updatedAt: at,
    });
  }
}
