import { tbilisiDay, tbilisiDayStartOn } from '../time/tbilisi-time';

/** The legal right to withdraw from a distance contract: 14 days after the day it was made. */
const WITHDRAWAL_DAYS = 14;
/** The money-back guarantee of the refund policy: 30 days, the first day counted as day one. */
const GUARANTEE_DAYS = 30;

/** The Tbilisi calendar days during which a paid order may be refunded on each ground, both ends inclusive. */
export interface RefundWindows {
  /** The last day of the 14-day right of withdrawal (`YYYY-MM-DD`). */
  readonly withdrawalLastDay: string;
  /** The 30-day guarantee: from the cohort's first day, or the day of payment when that is later. */
  readonly guaranteeFirstDay: string;
  readonly guaranteeLastDay: string;
}

function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The refund windows of an order (docs/purchase.md "Refunds"): the 14-day withdrawal from the day
 * of payment, and the guarantee's 30 days from the cohort's first day, or from the day of payment
 * when later; Tbilisi calendar days.
 */
export function refundWindows(paidAt: Date, cohortStartsAt: Date | null): RefundWindows {
  const paidDay = tbilisiDay(paidAt);
  const startDay = cohortStartsAt === null ? paidDay : tbilisiDay(cohortStartsAt);
  // ISO days compare as text; the later of the two begins the guarantee.
  const guaranteeFirstDay = [startDay, paidDay].sort()[1] ?? paidDay;
  return {
    withdrawalLastDay: plusDays(paidDay, WITHDRAWAL_DAYS),
    guaranteeFirstDay,
    guaranteeLastDay: plusDays(guaranteeFirstDay, GUARANTEE_DAYS - 1),
  };
}

/** Where a Tbilisi day falls relative to a window: before it opens, inside it, or after it closed. */
export function dayInWindow(
  day: string,
  first: string,
  last: string,
): 'before' | 'inside' | 'after' {
  if (day < first) return 'before';
  return day > last ? 'after' : 'inside';
}

/**
 * When course access opens for a buyer who paid at `paidAt` without asking for an early start: the
 * first Tbilisi day after the 14-day withdrawal period (docs/purchase.md "Express start"). A buyer
 * who asked gets access within 24 hours instead.
 */
export function accessOpensAfterWithdrawal(paidAt: Date): Date {
  const day = plusDays(refundWindows(paidAt, null).withdrawalLastDay, 1);
  const opens = tbilisiDayStartOn(day);
  // plusDays always yields a real day; reaching this is a bug.
  if (opens === undefined) throw new Error(`no Tbilisi day ${day}`);
  return opens;
}
