import type { Command } from 'commander';
import { invoiceAmounts } from '../../core/invoice/invoice-amounts';
import { invoicePaidTetri, invoiceTotalTetri } from '../../core/invoice/invoice-status';
import type { Money } from '../../core/money/money';
import type { InvoiceRecord } from '../../core/ports/invoice-store';
import { tbilisiDay } from '../../core/time/tbilisi-time';
import { makeRefundDependencies } from '../dependencies';
import {
  cancelInvoice,
  nameInvoiceParticipant,
  type RecordedTransfer,
  recordInvoiceTransfer,
} from '../use-cases/invoice-commands';
import { lari } from './lari';
import { OpsFailure, type OpsIo, opsConfig, opsSiteConfig, withStore } from './ops-context';
import { parseDay, parseLariAmount } from './option-parsers';

/** What the seller issues on rs.ge once an invoice is paid, when it is registered for VAT. */
function vatInvoiceLines(invoice: InvoiceRecord, vatRegistered: boolean): string[] {
  if (!vatRegistered) return [];
  const amounts = invoiceAmounts(invoiceTotalTetri(invoice) as Money, { vatRegistered });
  return [
    'VAT invoice to issue on rs.ge:',
    `  buyer ${invoice.company.name}, identification code ${invoice.company.code}`,
    `  net ${lari(amounts.netTetri)} GEL, VAT ${amounts.vatRatePercent}% ${lari(amounts.vatTetri ?? 0)} GEL, gross ${lari(amounts.grossTetri)} GEL`,
  ];
}

/** `invoices mark-paid|participant|cancel`: the commands that change an invoice. */
export function registerInvoicePaymentCommands(invoices: Command, io: OpsIo): void {
  registerMarkPaid(invoices, io);
  registerParticipant(invoices, io);
  registerCancel(invoices, io);
}

/** The options of `invoices mark-paid`. */
interface MarkPaidOptions {
  readonly amount: number;
  readonly date: Date;
  readonly again?: boolean;
}

function registerMarkPaid(invoices: Command, io: OpsIo): void {
  invoices
    .command('mark-paid <number>')
    .description('record a bank transfer; the one that reaches the amount completes every seat')
    .requiredOption(
      '--amount <lari>',
      'the amount transferred, e.g. 2500 or 2499.90',
      parseLariAmount,
    )
    .requiredOption(
      '--date <day>',
      'the day it reached the account, YYYY-MM-DD (Tbilisi)',
      parseDay,
    )
    .option('--again', 'a second transfer of the same amount on the same day, not a retry')
    .action((number: string, options: MarkPaidOptions) => markPaid(io, number, options));
}

/** Records the transfer and says what it changed. */
async function markPaid(io: OpsIo, number: string, options: MarkPaidOptions): Promise<void> {
  const site = opsSiteConfig(io);
  const deps = {
    ids: makeRefundDependencies(opsConfig(io)).ids,
    clock: { now: io.now },
    cohorts: () => site.cohorts,
  };
  const transfer = {
    amountTetri: options.amount,
    paidOn: tbilisiDay(options.date),
    again: options.again === true,
  };
  const outcome = await withStore(io, (store) =>
    recordInvoiceTransfer({ ...deps, store }, number, transfer),
  );
  if (outcome.isErr()) throw new OpsFailure(`${outcome.error}: nothing recorded.`);
  reportTransfer(io, outcome.value, options.amount, site.seller.vatRegistered);
}

/**
 * What a recorded transfer did: nothing (a retry), a part paid, or the seats completed with the VAT
 * invoice to issue.
 */
function reportTransfer(
  io: OpsIo,
  recorded: RecordedTransfer,
  amountTetri: number,
  vatRegistered: boolean,
): void {
  const { invoice } = recorded;
  const paid = `${lari(invoicePaidTetri(invoice))} of ${lari(invoiceTotalTetri(invoice))} GEL paid`;
  if (recorded.kind === 'already_recorded') {
    io.stdout(
      `Already recorded: ${invoice.number}, ${paid}. Nothing changed (add --again for a second transfer).\n`,
    );
    return;
  }
  io.stdout(`Recorded ${lari(amountTetri)} GEL for ${invoice.number}: ${paid}.\n`);
  if (invoicePaidTetri(invoice) < invoiceTotalTetri(invoice)) return;
  io.stdout(
    `Paid in full: ${recorded.completedSeats} seats completed; each participant's confirmation is queued.\n`,
  );
  const lines = vatInvoiceLines(invoice, vatRegistered);
  if (lines.length > 0) io.stdout(`${lines.join('\n')}\n`);
}

function registerParticipant(invoices: Command, io: OpsIo): void {
  invoices
    .command('participant <number>')
    .description('name who takes a seat; the confirmation goes to them')
    .requiredOption('--seat <n>', 'the seat, 1, 2, …', (value) => Number.parseInt(value, 10))
    .requiredOption('--name <name>', 'full name')
    .requiredOption('--email <email>', 'e-mail')
    .action(async (number: string, options: { seat: number; name: string; email: string }) => {
      const outcome = await withStore(io, (store) =>
        nameInvoiceParticipant({ store }, number, options.seat, {
          name: options.name,
          email: options.email,
        }),
      );
      if (outcome.isErr()) throw new OpsFailure(`${outcome.error}: nothing changed.`);
      io.stdout(
        `Seat ${options.seat} of ${number}: ${options.name} <${options.email.toLowerCase()}>.\n`,
      );
    });
}

function registerCancel(invoices: Command, io: OpsIo): void {
  invoices
    .command('cancel <number>')
    .description('cancel an unpaid invoice: its seats are free at once')
    .action(async (number: string) => {
      const outcome = await withStore(io, (store) =>
        cancelInvoice({ store, clock: { now: io.now } }, number),
      );
      if (outcome.isErr()) throw new OpsFailure(`${outcome.error}: nothing changed.`);
      io.stdout(`Cancelled ${number}: ${outcome.value.seats.length} seats are free again.\n`);
    });
}
