import type { OutboxMessage } from '../../core/ports/outbox-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { memoryOperatorQueries } from './memory-operator-queries';
import { copyTables, emptyTables, memoryReader } from './memory-tables';
import { memoryTransaction } from './memory-transaction';
import { createSerialQueue } from './serial-queue';
import { byDueTime } from './sql-store-queries';

/** Ids in code-unit order, as SQL's `ORDER BY id` sorts our ASCII ids. */
const byId = (a: { readonly id: string }, b: { readonly id: string }) =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Options of the in-memory store. */
export interface MemoryStoreOptions {
  /**
   * Accepted for parity with the other factories' clocks. Every write already carries its own
   * time, so the in-memory store never needs to read a clock itself.
   */
  readonly now?: () => Date;
}

/**
 * A real store without a database: the twin used by fast tests and `npm start` without a disk.
 * Units of work run one at a time on a copy of the tables that replaces them only on commit, so a
 * rejected transaction leaves nothing behind, as in SQL. The shared contract suite holds it to the
 * same behaviour as SQLite and PostgreSQL.
 */
export function createMemoryStore(_options: MemoryStoreOptions = {}): RegistrationStore {
  let tables = emptyTables();
  let open = true;
  const queue = createSerialQueue();
  const current = () => {
    if (!open) throw new Error('Store is closed');
    return tables;
  };
  const serial = <T>(operation: () => T) => queue.run(async () => operation());
  const update = (id: string, change: (message: OutboxMessage) => OutboxMessage | undefined) => {
    const message = current().outbox.get(id);
    const next = message === undefined ? undefined : change(message);
    if (next !== undefined) tables.outbox.set(id, next);
  };
  const reader = memoryReader(current);
  const operator = memoryOperatorQueries(current);

  return {
    findCustomerByEmail: (email) => queue.run(() => reader.findCustomerByEmail(email)),
    findLeadById: (id) => queue.run(() => reader.findLeadById(id)),
    findRegistrationById: (id) => queue.run(() => reader.findRegistrationById(id)),
    findRegistrationByPublicToken: (t) => queue.run(() => reader.findRegistrationByPublicToken(t)),
    findRegistrationByMerchantOrderId: (orderId) =>
      queue.run(() => reader.findRegistrationByMerchantOrderId(orderId)),
    countCohortSeats: (cohortNumber, heldSince) =>
      queue.run(() => reader.countCohortSeats(cohortNumber, heldSince)),
    hasPaidOrder: (email, cohortNumber) =>
      queue.run(() => reader.hasPaidOrder(email, cohortNumber)),
    countSessionLeads: (startsAt) => queue.run(() => reader.countSessionLeads(startsAt)),
    listRefunds: (registrationId) => queue.run(() => reader.listRefunds(registrationId)),
    findWaitlistOfferByToken: (token) => queue.run(() => reader.findWaitlistOfferByToken(token)),
    listWaitlistOffers: (cohortNumber) => queue.run(() => reader.listWaitlistOffers(cohortNumber)),
    transaction: (work) =>
      queue.run(async () => {
        const draft = copyTables(current());
        let active = true;
        try {
          const result = await work(memoryTransaction(draft, () => active));
          tables = draft;
          return result;
        } finally {
          active = false;
        }
      }),
    // As the SQL stores (sql-store-queries.ts): due at `now`, earliest due first then id, a lease.
    claimStatusChecks: ({ statuses, now, limit, leaseUntil }) =>
      serial(() => {
        const claimed = [...current().registrations.values()]
          .filter((r) => statuses.includes(r.status) && r.statusCheckDueAt <= now)
          .sort((a, b) => a.statusCheckDueAt.getTime() - b.statusCheckDueAt.getTime() || byId(a, b))
          .slice(0, Math.max(0, limit))
          .map((r) => ({ ...r, statusCheckDueAt: leaseUntil }));
        for (const order of claimed) tables.registrations.set(order.id, order);
        return claimed.map((order) => structuredClone(order));
      }),
    recordStatusCheck: ({ id, checkedAt, nextCheckAt }) =>
      serial(() => {
        const order = current().registrations.get(id);
        if (order === undefined) return;
        tables.registrations.set(id, {
          ...order,
          statusCheckedAt: checkedAt,
          statusCheckDueAt: nextCheckAt,
        });
      }),
    listLeads: (query) => serial(() => operator.listLeads(query)),
    listOrders: (query) => serial(() => operator.listOrders(query)),
    claimDueOutbox: ({ now, limit, leaseMs, excludeKinds = [], onlyKinds }) =>
      serial(() => {
        const lockedUntil = new Date(now.getTime() + leaseMs);
        const due = [...current().outbox.values()]
          .filter((m) => m.status === 'pending' && m.nextAttemptAt <= now)
          .filter((m) => !excludeKinds.includes(m.kind))
          .filter((m) => onlyKinds === undefined || onlyKinds.includes(m.kind))
          .filter((m) => m.lockedUntil === null || m.lockedUntil <= now)
          .sort(byDueTime)
          .slice(0, limit)
          .map((m) => ({ ...m, lockedUntil, attempts: m.attempts + 1 }));
        for (const message of due) tables.outbox.set(message.id, message);
        return due.map((message) => structuredClone(message));
      }),
    markOutboxDelivered: (id, at) =>
      serial(() =>
        update(id, (m) =>
          m.status === 'delivered'
            ? undefined
            : { ...m, status: 'delivered', deliveredAt: at, lockedUntil: null },
        ),
      ),
    markOutboxSending: (id, at) =>
      serial(() => {
        const message = current().outbox.get(id);
        if (message?.status !== 'pending' || message.sendStartedAt !== null) return false;
        tables.outbox.set(id, { ...message, sendStartedAt: new Date(at.getTime()) });
        return true;
      }),
    // Only a pending message can fail; a retry clears the send start (see sql-store-queries.ts).
    markOutboxFailed: (id, failure) =>
      serial(() =>
        update(id, (m) => {
          if (m.status !== 'pending') return undefined;
          const released = { ...m, lastError: failure.error, lockedUntil: null };
          return 'dead' in failure
            ? { ...released, status: 'dead' }
            : { ...released, nextAttemptAt: failure.nextAttemptAt, sendStartedAt: null };
        }),
      ),
    listOutbox: (options) =>
      serial(() =>
        [...current().outbox.values()]
          .filter((m) => options?.status === undefined || m.status === options.status)
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
          .slice(0, options?.limit)
          .map((m) => structuredClone(m)),
      ),
    countOutbox: (status) =>
      serial(() => [...current().outbox.values()].filter((m) => m.status === status).length),
    summarizeOutbox: () => serial(() => operator.summarizeOutbox()),
    summarizePromoUses: (heldSince) => serial(() => operator.summarizePromoUses(heldSince)),
    requeueDeadOutbox: (target, now) => serial(() => operator.requeueDeadOutbox(target, now)),
    ping: () => queue.run(() => open),
    close: () =>
      queue.run(() => {
        open = false;
      }),
  };
}
