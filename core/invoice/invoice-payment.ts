import { err, ok, type Result } from 'neverthrow';
import type { InvoicePayment, InvoiceRecord } from '../ports/invoice-store';
import { invoicePaidTetri, invoiceTotalTetri } from './invoice-status';

/** Why a transfer cannot be recorded. */
export type InvoicePaymentRefusal =
  | 'INVOICE_CANCELLED'
  | 'INVOICE_ALREADY_PAID'
  | 'INVOICE_AMOUNT_INVALID';

/** A transfer as the operator reports it. */
export interface ReportedTransfer {
  readonly amountTetri: number;
  /** `YYYY-MM-DD`, the day it reached the account. */
  readonly paidOn: string;
  /** A second transfer of the same amount on the same day, not a retry. */
  readonly again: boolean;
}

/** What recording a transfer does: nothing (a retry), or add it, and whether it settles the invoice. */
export type InvoicePaymentDecision =
  | { readonly kind: 'already_recorded' }
  | { readonly kind: 'record'; readonly key: string; readonly settles: boolean };

/**
 * Decides a reported transfer (docs/decisions.md "Company invoices"): one transfer is its invoice,
 * amount and day, so the same report again is a no-op; `again` makes it a further transfer. Refused
 * on a cancelled invoice, on one paid in full, and for nothing or more than is still owed.
 */
export function decideInvoicePayment(
  invoice: Pick<InvoiceRecord, 'unitPriceTetri' | 'seats' | 'payments' | 'cancelledAt'>,
  transfer: ReportedTransfer,
): Result<InvoicePaymentDecision, InvoicePaymentRefusal> {
  const base = `${transfer.paidOn}:${transfer.amountTetri}`;
  const same = invoice.payments.filter(
    (payment: InvoicePayment) => payment.key === base || payment.key.startsWith(`${base}:`),
  );
  if (same.length > 0 && !transfer.again) return ok({ kind: 'already_recorded' });
  if (invoice.cancelledAt !== null) return err('INVOICE_CANCELLED');
  const owed = invoiceTotalTetri(invoice) - invoicePaidTetri(invoice);
  if (owed <= 0) return err('INVOICE_ALREADY_PAID');
  if (
    !Number.isSafeInteger(transfer.amountTetri) ||
    transfer.amountTetri <= 0 ||
    transfer.amountTetri > owed
  )
    return err('INVOICE_AMOUNT_INVALID');
  const key = same.length === 0 ? base : `${base}:${same.length + 1}`;
  return ok({ kind: 'record', key, settles: transfer.amountTetri === owed });
}
