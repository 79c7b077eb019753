import { type Command, Option } from 'commander';
import type { OrderQuery } from '../../core/ports/operator-queries';
import type { RegistrationRecord } from '../../core/ports/order-store';
import {
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '../../core/registration/registration-status';
import { tbilisiDateTime } from '../../core/time/tbilisi-time';
import { csvDocument } from './csv';
import { writeExport } from './export-output';
import { lari } from './lari';
import { type OpsIo, withStore } from './ops-context';
import {
  DAY_HELP,
  dayRangeOption,
  parseCohortNumber,
  parseDay,
  parseLimit,
} from './option-parsers';
import { registerRefundCommand } from './refund-command';
import { textTable } from './text-table';
import { utmText } from './utm-text';

interface OrderFilterOptions {
  readonly from?: Date;
  readonly to?: Date;
  readonly status?: RegistrationStatus;
  readonly source?: string;
  readonly cohort?: number;
}

const HEADER = [
  'created (Tbilisi)',
  'merchant order id',
  'status',
  'cohort',
  'amount (GEL)',
  'method',
  'promo code',
  'promo discount (GEL)',
  'customer name',
  'e-mail',
  'phone',
  'source',
  'utm',
  'paid at (Tbilisi)',
  'transaction id',
  'overbooked at (Tbilisi)',
  'refunded (GEL)',
  'refunded at (Tbilisi)',
];

function query(options: OrderFilterOptions): OrderQuery {
  return {
    ...dayRangeOption(options),
    ...(options.status === undefined ? {} : { statuses: [options.status] }),
    ...(options.source === undefined ? {} : { source: options.source }),
    ...(options.cohort === undefined ? {} : { cohortNumber: options.cohort }),
  };
}

// The buyer columns are the order's own contact details (docs/security.md "Order contact details").
function row(r: RegistrationRecord, seconds: boolean) {
  const c = r.contact;
  return [
    tbilisiDateTime(r.createdAt, seconds),
    r.merchantOrderId,
    r.status,
    r.cohortNumber === null ? null : String(r.cohortNumber),
    // What the buyer paid; the code's discount beside it (the price without it is their sum).
    lari(r.priceTetri),
    // card, or instalment: sent to the bank (docs/purchase.md "Bank instalments").
    r.paymentMethod,
    r.promo?.code ?? null,
    r.promo === null ? null : lari(r.promo.discountTetri),
    `${c.firstName} ${c.lastName}`,
    c.email,
    c.phone,
    r.source,
    utmText(r.utm),
    r.paymentTimestamp === null ? null : tbilisiDateTime(r.paymentTimestamp, seconds),
    r.transactionId,
    r.overbookedAt === null ? null : tbilisiDateTime(r.overbookedAt, seconds),
    r.refundedTetri === 0 ? null : lari(r.refundedTetri),
    r.refundedAt === null ? null : tbilisiDateTime(r.refundedAt, seconds),
  ];
}

function withFilters(command: Command): Command {
  return command
    .option('--from <date>', DAY_HELP.from, parseDay)
    .option('--to <date>', DAY_HELP.to, parseDay)
    .addOption(new Option('--status <status>', 'only this status').choices(REGISTRATION_STATUSES))
    .option('--source <source>', 'only this source, e.g. checkout')
    .option('--cohort <n>', 'only orders of this cohort number', parseCohortNumber);
}

/** `orders list` and `orders export`: course orders with their buyers. */
export function registerOrderCommands(program: Command, io: OpsIo): void {
  const orders = program.command('orders').description('course orders and their buyers');
  withFilters(orders.command('list').description('show orders as a table, newest first'))
    .addOption(new Option('--limit <n>', 'show at most n orders').default(50).argParser(parseLimit))
    .action(async (options: OrderFilterOptions & { readonly limit: number }) => {
      const filter = query(options);
      const found = await withStore(io, (store) =>
        store.listOrders({ ...filter, limit: options.limit }),
      );
      io.stdout(
        textTable(
          HEADER,
          found.map((order) => row(order, false)),
        ),
      );
      io.stdout(`${found.length} order${found.length === 1 ? '' : 's'}\n`);
    });
  withFilters(orders.command('export').description('write every matching order as CSV'))
    .option('--out <file>', 'write to this file instead of stdout')
    .action(async (options: OrderFilterOptions & { readonly out?: string }) => {
      const filter = query(options);
      const found = await withStore(io, (store) => store.listOrders(filter));
      const csv = csvDocument(
        HEADER,
        found.map((order) => row(order, true)),
      );
      writeExport(io, csv, found.length, options.out);
    });
  registerRefundCommand(orders, io);
}
