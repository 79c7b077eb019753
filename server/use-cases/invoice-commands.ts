import { err, ok, type Result } from 'neverthrow';
import {
  decideInvoicePayment,
  type InvoicePaymentRefusal,
  type ReportedTransfer,
} from '../../core/invoice/invoice-payment';
import { parseParticipant } from '../../core/invoice/participants';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { InvoiceRecord } from '../../core/ports/invoice-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { Cohort } from '../../core/site-config/site-config';
import { moveRegistration } from './move-registration';
import { completeInvoiceSeats, SeatOrderChanged } from './settle-invoice';

/** What the invoice commands need. */
export interface InvoiceCommandDependencies {
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly ids: Ids;
  readonly clock: Clock;
  readonly cohorts: () => readonly Cohort[];
}

/** What recording a transfer did. */
export type RecordedTransfer =
  | { readonly kind: 'already_recorded'; readonly invoice: InvoiceRecord }
  | { readonly kind: 'recorded'; readonly invoice: InvoiceRecord; readonly completedSeats: number };

/**
 * Records a bank transfer against an invoice (docs/purchase.md "Company invoices"), in one
 * transaction: a retry of a recorded transfer changes nothing; the transfer that reaches the amount
 * completes every seat's order and queues the participants' confirmations.
 */
export async function recordInvoiceTransfer(
  deps: InvoiceCommandDependencies,
  number: string,
  transfer: ReportedTransfer,
): Promise<Result<RecordedTransfer, InvoicePaymentRefusal | 'INVOICE_NOT_FOUND'>> {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const invoice = await tx.findInvoiceByNumber(number);
    if (invoice === null) return err('INVOICE_NOT_FOUND' as const);
    const decision = decideInvoicePayment(invoice, transfer);
    if (decision.isErr()) return err(decision.error);
    if (decision.value.kind === 'already_recorded')
      return ok({ kind: 'already_recorded', invoice });
    const payment = {
      key: decision.value.key,
      amountTetri: transfer.amountTetri,
      paidOn: transfer.paidOn,
      recordedAt: now,
    };
    await tx.recordInvoicePayment(invoice.id, payment);
    const updated = { ...invoice, payments: [...invoice.payments, payment] };
    const completedSeats = decision.value.settles
      ? await completeInvoiceSeats(tx, deps, updated, now)
      : 0;
    return ok({ kind: 'recorded', invoice: updated, completedSeats });
  });
}

/** Names who takes a seat (docs/purchase.md "Company invoices"); the confirmation goes to them. */
export async function nameInvoiceParticipant(
  deps: Pick<InvoiceCommandDependencies, 'store'>,
  number: string,
  seat: number,
  person: { readonly name: string; readonly email: string },
): Promise<
  Result<InvoiceRecord, 'INVOICE_NOT_FOUND' | 'INVOICE_SEAT_UNKNOWN' | 'VALIDATION_ERROR'>
> {
  const participant = parseParticipant(person.name, person.email);
  if (participant === undefined) return err('VALIDATION_ERROR');
  return deps.store.transaction(async (tx) => {
    const invoice = await tx.findInvoiceByNumber(number);
    if (invoice === null) return err('INVOICE_NOT_FOUND' as const);
    if (!(await tx.setInvoiceParticipant(invoice.id, seat, participant)))
      return err('INVOICE_SEAT_UNKNOWN' as const);
    return ok((await tx.findInvoiceByNumber(number)) ?? invoice);
  });
}

/**
 * Cancels an unpaid invoice (docs/purchase.md "Company invoices"): each seat's order is cancelled
 * through the lifecycle, so its seat is free at once. A paid invoice is not cancelled here: its
 * seats are refunded like any paid order.
 */
export async function cancelInvoice(
  deps: Pick<InvoiceCommandDependencies, 'store' | 'clock'>,
  number: string,
): Promise<
  Result<InvoiceRecord, 'INVOICE_NOT_FOUND' | 'INVOICE_CANCELLED' | 'INVOICE_HAS_PAYMENTS'>
> {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const invoice = await tx.findInvoiceByNumber(number);
    if (invoice === null) return err('INVOICE_NOT_FOUND' as const);
    // A transfer in part or in full: money came in, so its seats are refunded, not cancelled.
    if (invoice.payments.length > 0) return err('INVOICE_HAS_PAYMENTS' as const);
    if (!(await tx.cancelInvoice(invoice.id, now))) return err('INVOICE_CANCELLED' as const);
    for (const seat of invoice.seats) {
      const order = await tx.findRegistrationById(seat.registrationId);
      if (order === null) continue;
      const moved = await moveRegistration(tx, order, {
        event: { type: 'registration.cancel', at: now },
        at: now,
      });
      if (moved.kind === 'stale') throw new SeatOrderChanged();
    }
    return ok({ ...invoice, cancelledAt: now });
  });
}
