import type { Cohort } from '../site-config/site-config';
import { DAY_MS } from '../time/durations';
import { nextTbilisiMidnight } from '../time/tbilisi-time';

/** How many days an invoice gives when the configuration names none. */
export const DEFAULT_INVOICE_DUE_DAYS = 7;

/**
 * When an invoice's seats stop being held (docs/decisions.md "Company invoices"): the end of the
 * Tbilisi day `dueDays` after the day of issue, but never after the cohort's sale ends (its
 * registration close, else its start), so no seat is held for a cohort no longer sold.
 */
export function invoiceDueAt(issuedAt: Date, dueDays: number, cohort: Cohort): Date {
  const byDays = nextTbilisiMidnight(new Date(issuedAt.getTime() + dueDays * DAY_MS));
  const saleEnds = cohort.registrationCloseDate ?? cohort.startDate;
  return new Date(Math.min(byDays.getTime(), saleEnds.getTime()));
}

/** The last Tbilisi day on which an invoice due at `dueAt` is on time, as the invoice prints it. */
export function invoiceDueDay(dueAt: Date): Date {
  return new Date(dueAt.getTime() - 1);
}
