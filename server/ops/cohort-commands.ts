import type { Command } from 'commander';
import { seatHeldSince } from '../../core/checkout/seat-hold';
import { cohortOnSale } from '../../core/cohort/cohort-on-sale';
import { cohortSale } from '../../core/cohort/cohort-sale';
import type { CohortSeats } from '../../core/ports/seat-store';
import type { Cohort } from '../../core/site-config/site-config';
import { tbilisiDateTime } from '../../core/time/tbilisi-time';
import { lari } from './lari';
import { type OpsIo, opsSiteConfig, withStore } from './ops-context';
import { textTable } from './text-table';

const HEADER = [
  'cohort',
  'start (Tbilisi)',
  'registration (Tbilisi)',
  'sale now',
  'capacity',
  'paid',
  'reserved',
  'left',
  'revenue (GEL)',
  'overbooked',
];

/** One cohort's line: its dates, its own sale state now and what its orders did to its seats. */
function row(cohort: Cohort, seats: CohortSeats, now: Date): (string | null)[] {
  const opens = cohort.registrationOpenDate;
  const closes = cohort.registrationCloseDate ?? cohort.startDate;
  const state = cohortSale(cohortOnSale([cohort], now), seats.paid + seats.held).state;
  return [
    `${cohort.number}${cohort.example ? ' (example)' : ''}`,
    tbilisiDateTime(cohort.startDate),
    `${opens === undefined ? '…' : tbilisiDateTime(opens)} – ${tbilisiDateTime(closes)}`,
    state,
    String(cohort.maxCapacity),
    String(seats.paid),
    String(seats.held),
    String(Math.max(0, cohort.maxCapacity - seats.paid - seats.held)),
    lari(seats.paidTetri),
    String(seats.overbooked),
  ];
}

/**
 * `cohort status`: every configured cohort with its dates, its sale state now, capacity, seats paid
 * and reserved (unpaid orders inside their 30-minute hold), seats left, revenue from paid orders and
 * how many payments arrived for a full cohort (overbooked: to refund or make room for).
 */
export function registerCohortCommands(program: Command, io: OpsIo): void {
  const cohort = program.command('cohort').description('cohorts: seats, sale state and revenue');
  cohort
    .command('status')
    .description('each configured cohort: dates, sale state now, seats and revenue')
    .action(async () => {
      const config = opsSiteConfig(io);
      const now = io.now();
      const seats = await withStore(io, (store) =>
        Promise.all(
          config.cohorts.map((c) => store.countCohortSeats(c.number, seatHeldSince(now))),
        ),
      );
      const rows = config.cohorts.map((c, i) => row(c, seats[i] as CohortSeats, now));
      io.stdout(textTable(HEADER, rows));
      const overbooked = seats.reduce((sum, s) => sum + s.overbooked, 0);
      if (overbooked > 0) {
        io.stdout(
          `${overbooked} overbooked order${overbooked === 1 ? '' : 's'}: list them with ` +
            '`orders list --cohort <n>` (column "overbooked at") and refund or make room.\n',
        );
      }
    });
}
