import type { LeadRecord } from '../../core/ports/lead-store';
import type {
  LeadQuery,
  OrderQuery,
  OutboxSummaryRow,
  PromoUseSummary,
  RequeueTarget,
} from '../../core/ports/operator-queries';
import type { RegistrationRecord } from '../../core/ports/order-store';
import { HOLDING_STATUSES, PAID_STATUSES } from '../../core/registration/registration-status';
import { leadFromRow, outboxStatusFrom, registrationFromRow } from './record-from-row';
import { integerField, textField, timeField } from './row-fields';
import type { SqlValue } from './row-from-record';
import { HOLDS_SEAT } from './sql-cohort-seats';
import { placeholders, type SqlExecutor } from './sql-executor';

/** One optional filter: its SQL condition and the values it binds; skipped when `values` is undefined. */
type Condition = readonly [sql: string, values: readonly SqlValue[] | undefined];

/** `WHERE a AND b …` of the conditions that apply, and their values in order. */
function where(conditions: readonly Condition[]): { sql: string; values: SqlValue[] } {
  const applied = conditions.filter((c): c is readonly [string, readonly SqlValue[]] => !!c[1]);
  return {
    sql: applied.length === 0 ? '' : `WHERE ${applied.map(([sql]) => sql).join(' AND ')}`,
    values: applied.flatMap(([, values]) => values),
  };
}

const limitClause = (limit: number | undefined) => (limit === undefined ? '' : 'LIMIT ?');
const limitValue = (limit: number | undefined) => (limit === undefined ? [] : [limit]);

const PAID = `status IN (${placeholders(PAID_STATUSES.length)})`;

// Through the partial index registrations_promo_code; every sum cast so both drivers return a plain
// number. Paid and held are counted as `countPromoUses` counts a code's uses.
const SUMMARIZE_PROMO_USES = `SELECT promo_code AS code,
    CAST(COALESCE(SUM(CASE WHEN ${PAID} THEN 1 ELSE 0 END), 0) AS INTEGER) AS paid,
    CAST(COALESCE(SUM(CASE WHEN ${HOLDS_SEAT} THEN 1 ELSE 0 END), 0) AS INTEGER) AS held,
    CAST(COALESCE(SUM(CASE WHEN ${PAID} THEN price_tetri - refunded_tetri ELSE 0 END), 0)
      AS INTEGER) AS paid_tetri,
    CAST(COALESCE(SUM(CASE WHEN ${PAID} THEN promo_discount_tetri ELSE 0 END), 0) AS INTEGER)
      AS discount_tetri
  FROM registrations WHERE promo_code IS NOT NULL GROUP BY promo_code`;

/** By code unit, as `bySummaryOrder`: the same order in every store whatever the collation. */
export const byPromoCode = (a: PromoUseSummary, b: PromoUseSummary): number =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

/** Kind, then status, by code unit: the same order in every store whatever the collation. */
export function bySummaryOrder(a: OutboxSummaryRow, b: OutboxSummaryRow): number {
  const kind = a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0;
  return kind || (a.status < b.status ? -1 : a.status > b.status ? 1 : 0);
}

/** The operator console's reads and the dead-letter requeue, shared by SQLite and PostgreSQL. */
export function createSqlOperatorQueries(executor: SqlExecutor) {
  const { time } = executor;
  const at = (date: Date | undefined) => (date === undefined ? undefined : [time(date)]);
  return {
    async listLeads(query: LeadQuery = {}): Promise<LeadRecord[]> {
      const filter = where([
        ['created_at >= ?', at(query.createdFrom)],
        ['created_at < ?', at(query.createdBefore)],
        ['source = ?', query.source === undefined ? undefined : [query.source]],
      ]);
      const sql = `SELECT * FROM leads ${filter.sql}
        ORDER BY created_at DESC, id DESC ${limitClause(query.limit)}`;
      const rows = await executor.all(sql, [...filter.values, ...limitValue(query.limit)]);
      return rows.map(leadFromRow);
    },
    // Each order carries its own contact details, so no join with customers (whose details are
    // only the first checkout's, docs/security.md "Order contact details").
    async listOrders(query: OrderQuery): Promise<RegistrationRecord[]> {
      const statuses = query.statuses;
      const filter = where([
        ['created_at >= ?', at(query.createdFrom)],
        ['created_at < ?', at(query.createdBefore)],
        [`status IN (${placeholders(statuses?.length ?? 0) || 'NULL'})`, statuses],
        ['source = ?', query.source === undefined ? undefined : [query.source]],
        ['cohort_number = ?', query.cohortNumber === undefined ? undefined : [query.cohortNumber]],
      ]);
      const sql = `SELECT * FROM registrations ${filter.sql}
        ORDER BY created_at DESC, id DESC ${limitClause(query.limit)}`;
      const rows = await executor.all(sql, [...filter.values, ...limitValue(query.limit)]);
      return rows.map(registrationFromRow);
    },
    // A full scan grouped in the database: an operator command, run rarely, so the outbox gets no
    // extra index that every enqueue and claim would have to maintain.
    async summarizeOutbox(): Promise<OutboxSummaryRow[]> {
      const sql = `SELECT kind, status, CAST(COUNT(*) AS INTEGER) AS n,
        MIN(created_at) AS oldest FROM outbox GROUP BY kind, status`;
      const rows = await executor.all(sql, []);
      return rows
        .map((row) => ({
          kind: textField(row, 'kind'),
          status: outboxStatusFrom(row),
          count: integerField(row, 'n'),
          oldestCreatedAt: timeField(row, 'oldest'),
        }))
        .sort(bySummaryOrder);
    },
    async summarizePromoUses(heldSince: Date): Promise<PromoUseSummary[]> {
      const rows = await executor.all(SUMMARIZE_PROMO_USES, [
        ...PAID_STATUSES,
        ...HOLDING_STATUSES,
        time(heldSince),
        ...PAID_STATUSES,
        ...PAID_STATUSES,
      ]);
      return rows
        .map((row) => ({
          code: textField(row, 'code'),
          paid: integerField(row, 'paid'),
          held: integerField(row, 'held'),
          paidTetri: integerField(row, 'paid_tetri'),
          discountTetri: integerField(row, 'discount_tetri'),
        }))
        .sort(byPromoCode);
    },
    // One UPDATE: atomic on its own in both dialects, and only dead rows match, so a message a
    // worker holds (pending, locked) is never touched.
    async requeueDeadOutbox(target: RequeueTarget, now: Date): Promise<string[]> {
      const one = 'id' in target;
      const sql = `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?,
        locked_until = NULL, send_started_at = NULL, requeued_at = ?
        WHERE status = 'dead' ${one ? 'AND id = ?' : ''} RETURNING id`;
      const rows = await executor.all(sql, [time(now), time(now), ...(one ? [target.id] : [])]);
      return rows.map((row) => textField(row, 'id')).sort();
    },
  };
}
