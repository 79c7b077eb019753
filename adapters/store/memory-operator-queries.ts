import type { LeadRecord } from '../../core/ports/lead-store';
import type {
  LeadQuery,
  OrderQuery,
  OutboxSummaryRow,
  PromoUseSummary,
  RequeueTarget,
} from '../../core/ports/operator-queries';
import type { RegistrationRecord } from '../../core/ports/order-store';
import { holdsSeat, isPaidOrder, type MemoryTables } from './memory-tables';
import { byPromoCode, bySummaryOrder } from './sql-operator-queries';

// Newest first, ties broken by id descending, as the SQL stores order them.
const newestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const inRange = (at: Date, query: { createdFrom?: Date; createdBefore?: Date }) =>
  (query.createdFrom === undefined || at >= query.createdFrom) &&
  (query.createdBefore === undefined || at < query.createdBefore);

const noUses = (code: string): PromoUseSummary => ({
  code,
  paid: 0,
  held: 0,
  paidTetri: 0,
  discountTetri: 0,
});

/** A code's summary with one more of its orders counted. */
function withOrder(seen: PromoUseSummary, order: RegistrationRecord, held: boolean) {
  const paid = isPaidOrder(order);
  return {
    code: seen.code,
    paid: seen.paid + (paid ? 1 : 0),
    held: seen.held + (held ? 1 : 0),
    paidTetri: seen.paidTetri + (paid ? order.priceTetri - order.refundedTetri : 0),
    discountTetri: seen.discountTetri + (paid ? (order.promo?.discountTetri ?? 0) : 0),
  };
}

/** The operator listings of the in-memory store, over the tables current at call time. */
export function memoryOperatorQueries(current: () => MemoryTables) {
  return {
    listLeads(query: LeadQuery = {}): LeadRecord[] {
      return [...current().leads.values()]
        .filter((lead) => inRange(lead.createdAt, query))
        .filter((lead) => query.source === undefined || lead.source === query.source)
        .sort(newestFirst)
        .slice(0, query.limit)
        .map((lead) => structuredClone(lead));
    },
    listOrders(query: OrderQuery): RegistrationRecord[] {
      return [...current().registrations.values()]
        .filter((r) => inRange(r.createdAt, query))
        .filter((r) => query.statuses === undefined || query.statuses.includes(r.status))
        .filter((r) => query.source === undefined || r.source === query.source)
        .filter((r) => query.cohortNumber === undefined || r.cohortNumber === query.cohortNumber)
        .sort(newestFirst)
        .slice(0, query.limit)
        .map((registration) => structuredClone(registration));
    },
    summarizeOutbox(): OutboxSummaryRow[] {
      const groups = new Map<string, OutboxSummaryRow>();
      for (const m of current().outbox.values()) {
        const key = JSON.stringify([m.kind, m.status]);
        const seen = groups.get(key);
        const oldest =
          seen && seen.oldestCreatedAt < m.createdAt ? seen.oldestCreatedAt : m.createdAt;
        groups.set(key, {
          kind: m.kind,
          status: m.status,
          count: (seen?.count ?? 0) + 1,
          oldestCreatedAt: new Date(oldest.getTime()),
        });
      }
      return [...groups.values()].sort(bySummaryOrder);
    },
    // As sql-operator-queries.ts: per code, paid and seat-holding orders, net revenue, discount.
    summarizePromoUses(heldSince: Date): PromoUseSummary[] {
      const tables = current();
      const summaries = new Map<string, PromoUseSummary>();
      for (const order of tables.registrations.values()) {
        if (order.promo === null) continue;
        const seen = summaries.get(order.promo.code) ?? noUses(order.promo.code);
        summaries.set(seen.code, withOrder(seen, order, holdsSeat(tables, order, heldSince)));
      }
      return [...summaries.values()].sort(byPromoCode);
    },
    requeueDeadOutbox(target: RequeueTarget, now: Date): string[] {
      const { outbox } = current();
      const dead = [...outbox.values()].filter(
        (m) => m.status === 'dead' && ('all' in target || m.id === target.id),
      );
      for (const m of dead) {
        const nextAttemptAt = new Date(now.getTime());
        outbox.set(m.id, {
          ...m,
          status: 'pending',
          attempts: 0,
          nextAttemptAt,
          lockedUntil: null,
          sendStartedAt: null,
          requeuedAt: new Date(now.getTime()),
        });
      }
      return dead.map((m) => m.id).sort();
    },
  };
}
