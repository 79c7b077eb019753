import type { InvoiceRecord } from '../ports/invoice-store';

/** Where an invoice stands at an instant (docs/purchase.md "Company invoices"). */
export type InvoiceStatus = 'open' | 'paid' | 'overdue' | 'cancelled';

/** The statuses the console filters by. */
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['open', 'paid', 'overdue', 'cancelled'];

/** The invoice's amount: the seats at the unit price, VAT included. */
export function invoiceTotalTetri(
  invoice: Pick<InvoiceRecord, 'unitPriceTetri' | 'seats'>,
): number {
  return invoice.unitPriceTetri * invoice.seats.length;
}

/** What the recorded transfers add up to. */
export function invoicePaidTetri(invoice: Pick<InvoiceRecord, 'payments'>): number {
  return invoice.payments.reduce((sum, payment) => sum + payment.amountTetri, 0);
}

/**
 * The status at `now`, computed, never stored: cancelled, paid once the transfers reach the amount,
 * overdue from the due instant on (its seats are free again), else open (its seats are held).
 */
export function invoiceStatus(
  invoice: Pick<InvoiceRecord, 'unitPriceTetri' | 'seats' | 'payments' | 'dueAt' | 'cancelledAt'>,
  now: Date,
): InvoiceStatus {
  if (invoice.cancelledAt !== null) return 'cancelled';
  if (invoicePaidTetri(invoice) >= invoiceTotalTetri(invoice)) return 'paid';
  return now >= invoice.dueAt ? 'overdue' : 'open';
}
