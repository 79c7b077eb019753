import { invoiceDueDay } from '../../core/invoice/invoice-due';
import {
  type InvoiceStatus,
  invoicePaidTetri,
  invoiceStatus,
  invoiceTotalTetri,
} from '../../core/invoice/invoice-status';
import type { InvoiceRecord } from '../../core/ports/invoice-store';
import { tbilisiDay } from '../../core/time/tbilisi-time';
import { lari } from './lari';

/** The columns of `invoices list` and `invoices export`. */
export const INVOICE_HEADER = [
  'number',
  'issued',
  'company',
  'code',
  'cohort',
  'seats',
  'amount (GEL)',
  'paid (GEL)',
  'due',
  'status',
  'contact e-mail',
] as const;

/** One invoice as a row at `now`: its status is computed then (docs/purchase.md "Company invoices"). */
export function invoiceRow(invoice: InvoiceRecord, now: Date): string[] {
  return [
    invoice.number,
    tbilisiDay(invoice.issuedAt),
    invoice.company.name,
    invoice.company.code,
    String(invoice.cohortNumber),
    String(invoice.seats.length),
    lari(invoiceTotalTetri(invoice)),
    lari(invoicePaidTetri(invoice)),
    tbilisiDay(invoiceDueDay(invoice.dueAt)),
    invoiceStatus(invoice, now),
    invoice.contact.email,
  ];
}

/** Whether an invoice has the status asked for (every invoice without one). */
export function hasStatus(invoice: InvoiceRecord, now: Date, status: InvoiceStatus | undefined) {
  return status === undefined || invoiceStatus(invoice, now) === status;
}
