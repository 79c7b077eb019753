import type { PromoUseCount, PromoUseQuery } from '../../core/ports/seat-store';
import { HOLDING_STATUSES, PAID_STATUSES } from '../../core/registration/registration-status';
import { integerField } from './row-fields';
import { HOLDS_SEAT } from './sql-cohort-seats';
import { placeholders, type SqlExecutor } from './sql-executor';

const PAID = `status IN (${placeholders(PAID_STATUSES.length)})`;

// Through the partial index registrations_promo_code: only the orders that carry the code.
const COUNT_USES = `SELECT
    CAST(COALESCE(SUM(CASE WHEN ${PAID} OR (${HOLDS_SEAT}) THEN 1 ELSE 0 END), 0) AS INTEGER)
      AS taken,
    CAST(COALESCE(SUM(CASE WHEN ${PAID} AND (contact_email = ? OR contact_phone = ?)
      THEN 1 ELSE 0 END), 0) AS INTEGER) AS paid_by_buyer
  FROM registrations WHERE promo_code = ?`;

/** A promo code's use count of docs/purchase.md "Promo codes", shared by both dialects. */
export function createSqlPromoUses(executor: SqlExecutor) {
  return {
    async countPromoUses(query: PromoUseQuery): Promise<PromoUseCount> {
      const [row] = await executor.all(COUNT_USES, [
        ...PAID_STATUSES,
        ...HOLDING_STATUSES,
        executor.time(query.heldSince),
        ...PAID_STATUSES,
        query.email.toLowerCase(),
        query.phone,
        query.code,
      ]);
      if (row === undefined) throw new Error('Promo use count returned no row');
      return {
        taken: integerField(row, 'taken'),
        paidByBuyer: integerField(row, 'paid_by_buyer') > 0,
      };
    },
  };
}
