import type { CohortSeats } from '../../core/ports/seat-store';
import { HOLDING_STATUSES, PAID_STATUSES } from '../../core/registration/registration-status';
import { integerField } from './row-fields';
import { placeholders, type SqlExecutor } from './sql-executor';

const PAID = `status IN (${placeholders(PAID_STATUSES.length)})`;
const HOLDING = `status IN (${placeholders(HOLDING_STATUSES.length)})`;
/** An order still holds its seat: unpaid, its hold counted from after the hold start, not released. */
export const HOLDS_SEAT = `${HOLDING} AND COALESCE(hold_counts_from, created_at) > ?
  AND NOT EXISTS (SELECT 1 FROM hold_releases h WHERE h.registration_id = registrations.id)`;

// One pass over the cohort's orders (index registrations_cohort_status); every sum is cast so both
// drivers return a plain number (PostgreSQL's SUM is a bigint, which pg hands out as text).
const COUNT_SEATS = `SELECT
    CAST(COALESCE(SUM(CASE WHEN ${PAID} THEN 1 ELSE 0 END), 0) AS INTEGER) AS paid,
    CAST(COALESCE(SUM(CASE WHEN ${HOLDS_SEAT} THEN 1 ELSE 0 END), 0) AS INTEGER) AS held,
    CAST(COALESCE(SUM(CASE WHEN ${PAID} THEN price_tetri - refunded_tetri ELSE 0 END), 0) AS INTEGER)
      AS paid_tetri,
    CAST(COALESCE(SUM(CASE WHEN overbooked_at IS NOT NULL THEN 1 ELSE 0 END), 0) AS INTEGER)
      AS overbooked
  FROM registrations WHERE cohort_number = ?`;

const COUNT_OFFERED = `SELECT COUNT(*) AS offered FROM waitlist_offers
  WHERE cohort_number = ? AND status = 'open'`;

const HAS_PAID = `SELECT r.id FROM registrations r JOIN customers c ON c.id = r.customer_id
  WHERE c.email = ? AND r.cohort_number = ? AND r.${PAID} LIMIT 1`;

/** The seat count of a cohort and the one-purchase-per-buyer lookup, shared by both dialects. */
export function createSqlCohortSeats(executor: SqlExecutor) {
  return {
    async countCohortSeats(cohortNumber: number, heldSince: Date): Promise<CohortSeats> {
      const values = [
        ...PAID_STATUSES,
        ...HOLDING_STATUSES,
        executor.time(heldSince),
        ...PAID_STATUSES,
        cohortNumber,
      ];
      const [row] = await executor.all(COUNT_SEATS, values);
      if (row === undefined) throw new Error('Seat count returned no row');
      const [offers] = await executor.all(COUNT_OFFERED, [cohortNumber]);
      return {
        offered: Number(offers?.offered ?? 0),
        paid: integerField(row, 'paid'),
        held: integerField(row, 'held'),
        paidTetri: integerField(row, 'paid_tetri'),
        overbooked: integerField(row, 'overbooked'),
      };
    },
    async hasPaidOrder(email: string, cohortNumber: number): Promise<boolean> {
      const rows = await executor.all(HAS_PAID, [
        email.toLowerCase(),
        cohortNumber,
        ...PAID_STATUSES,
      ]);
      return rows.length > 0;
    },
  };
}
