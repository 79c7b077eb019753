import type {
  LeadQuery,
  LeadRecord,
  OrderQuery,
  OutboxSummaryRow,
  RegistrationRecord,
  RequeueTarget,
} from '../../core/ports/registration-store';
import type { MemoryTables } from './memory-tables';
import { bySummaryOrder } from './sql-operator-queries';

// Newest first, ties broken by id descending, as the SQL stores order them.
const newestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const inRange = (at: Date, query: { createdFrom?: Date; createdBefore?: Date }) =>
  (query.createdFrom === undefined || at >= query.createdFrom) &&
  (query.createdBefore === undefined || at < query.createdBefore);

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
