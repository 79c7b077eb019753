import { writeFileSync } from 'node:fs';
import { type Command, InvalidArgumentError } from 'commander';
import { invoiceDocument } from '../../core/invoice/invoice-document';
import { invoiceSnapshot } from '../../core/invoice/invoice-snapshot';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../core/invoice/invoice-status';
import { formulaSafeCell } from '../../core/spreadsheet/formula-safe-cell';
import { invoicePdf } from '../invoices/invoice-pdf';
import { csvDocument } from './csv';
import { writeExport } from './export-output';
import { registerInvoicePaymentCommands } from './invoice-payment-commands';
import { hasStatus, INVOICE_HEADER, invoiceRow } from './invoice-rows';
import { OpsFailure, type OpsIo, opsSiteConfig, withStore } from './ops-context';
import { textTable } from './text-table';

function parseStatus(value: string): InvoiceStatus {
  const status = INVOICE_STATUSES.find((candidate) => candidate === value);
  if (status === undefined)
    throw new InvalidArgumentError(`Expected one of ${INVOICE_STATUSES.join(', ')}.`);
  return status;
}

/** `invoices list|export|pdf`, then the commands that change an invoice (docs/operations.md "Company invoices"). */
export function registerInvoiceCommands(root: Command, io: OpsIo): void {
  const invoices = root
    .command('invoices')
    .description('company invoices: list, export, payments, participants, PDF');
  invoices
    .command('list')
    .description('every invoice with its amount, what was paid, its due date and status now')
    .option('--status <status>', 'open, paid, overdue or cancelled', parseStatus)
    .action(async (options: { readonly status?: InvoiceStatus }) => {
      const now = io.now();
      const all = await withStore(io, (store) => store.transaction((tx) => tx.listInvoices()));
      const rows = all
        .filter((invoice) => hasStatus(invoice, now, options.status))
        .map((i) => invoiceRow(i, now));
      io.stdout(`${textTable(INVOICE_HEADER, rows)}\n`);
    });
  invoices
    .command('export')
    .description('every invoice as CSV (UTF-8 with BOM, formula-safe cells)')
    .option('--status <status>', 'open, paid, overdue or cancelled', parseStatus)
    .option('--out <file>', 'write to this file instead of stdout')
    .action(async (options: { readonly status?: InvoiceStatus; readonly out?: string }) => {
      const now = io.now();
      const all = await withStore(io, (store) => store.transaction((tx) => tx.listInvoices()));
      const rows = all
        .filter((invoice) => hasStatus(invoice, now, options.status))
        .map((invoice) => invoiceRow(invoice, now).map(formulaSafeCell));
      writeExport(io, csvDocument(INVOICE_HEADER, rows), rows.length, options.out);
    });
  invoices
    .command('pdf <number>')
    .description('write the invoice PDF, as the buyer received it')
    .requiredOption('--out <file>', 'the PDF file to write')
    .action(async (number: string, options: { readonly out: string }) => {
      const config = opsSiteConfig(io);
      const invoice = await withStore(io, (store) =>
        store.transaction((tx) => tx.findInvoiceByNumber(number)),
      );
      if (invoice === null) throw new OpsFailure('INVOICE_NOT_FOUND: no invoice with that number.');
      const document = invoiceDocument(
        invoiceSnapshot(invoice),
        config.seller,
        config.course.name[invoice.language],
      );
      writeFileSync(options.out, await invoicePdf(document));
      io.stderr(`Wrote ${invoice.number} to ${options.out}\n`);
    });
  registerInvoicePaymentCommands(invoices, io);
}
