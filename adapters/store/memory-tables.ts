import type { InvoiceRecord } from '../../core/ports/invoice-store';
import type { LeadRecord } from '../../core/ports/lead-store';
import type {
  CustomerRecord,
  RefundRecord,
  RegistrationRecord,
} from '../../core/ports/order-store';
import type { OutboxMessage } from '../../core/ports/outbox-store';
import type { RegistrationReader } from '../../core/ports/registration-store';
import type { CohortSeats } from '../../core/ports/seat-store';
import type { WaitlistOfferRecord } from '../../core/ports/waitlist-store';
import { HOLDING_STATUSES, PAID_STATUSES } from '../../core/registration/registration-status';

/** The in-memory store's rows. Records are never mutated in place: an update stores a new one. */
export interface MemoryTables {
  readonly customers: Map<string, CustomerRecord>;
  readonly leads: Map<string, LeadRecord>;
  readonly registrations: Map<string, RegistrationRecord>;
  readonly outbox: Map<string, OutboxMessage>;
  /** Keys `[merchantOrderId, paymentId, orderStatus, reversalTetri]` of recorded payment events. */
  readonly paymentEvents: Set<string>;
  readonly refunds: Map<string, RefundRecord>;
  readonly waitlistOffers: Map<string, WaitlistOfferRecord>;
  /** When each released hold was released, by order id (docs/purchase.md "Seats"). */
  readonly holdReleases: Map<string, Date>;
  /** Company invoices by id, and the last invoice number given per year. */
  readonly invoices: Map<string, InvoiceRecord>;
  readonly invoiceNumbers: Map<number, number>;
}

/** Empty tables. */
export function emptyTables(): MemoryTables {
  return {
    customers: new Map(),
    leads: new Map(),
    registrations: new Map(),
    outbox: new Map(),
    paymentEvents: new Set(),
    refunds: new Map(),
    waitlistOffers: new Map(),
    holdReleases: new Map(),
    invoices: new Map(),
    invoiceNumbers: new Map(),
  };
}

/** A shallow copy a transaction writes to; committing swaps it in, rolling back drops it. */
export function copyTables(tables: MemoryTables): MemoryTables {
  return {
    customers: new Map(tables.customers),
    leads: new Map(tables.leads),
    registrations: new Map(tables.registrations),
    outbox: new Map(tables.outbox),
    paymentEvents: new Set(tables.paymentEvents),
    refunds: new Map(tables.refunds),
    waitlistOffers: new Map(tables.waitlistOffers),
    holdReleases: new Map(tables.holdReleases),
    invoices: new Map(tables.invoices),
    invoiceNumbers: new Map(tables.invoiceNumbers),
  };
}

/** A copy the caller may keep: like a database, the store hands out values, not its own rows. */
export function detached<T>(record: T | undefined): T | null {
  return record === undefined ? null : structuredClone(record);
}

/** The first record matching `predicate`, or undefined. */
export function findIn<T>(table: Map<string, T>, predicate: (record: T) => boolean): T | undefined {
  for (const record of table.values()) if (predicate(record)) return record;
  return undefined;
}

const PAID: readonly string[] = PAID_STATUSES;
const HOLDING: readonly string[] = HOLDING_STATUSES;

/** Whether an order is paid (its refund, if any, partial). */
export function isPaidOrder(order: RegistrationRecord): boolean {
  return PAID.includes(order.status);
}

/** Whether an order still holds its seat: unpaid, opened after the hold start, not released. */
export function holdsSeat(
  tables: MemoryTables,
  order: RegistrationRecord,
  heldSince: Date,
): boolean {
  return (
    HOLDING.includes(order.status) &&
    (order.holdCountsFrom ?? order.createdAt) > heldSince &&
    !tables.holdReleases.has(order.id)
  );
}

/** The seats of one cohort, counted as the SQL stores count them (sql-cohort-seats.ts). */
function cohortSeats(tables: MemoryTables, cohortNumber: number, heldSince: Date): CohortSeats {
  const orders = [...tables.registrations.values()].filter((r) => r.cohortNumber === cohortNumber);
  const paid = orders.filter((r) => PAID.includes(r.status));
  return {
    paid: paid.length,
    held: orders.filter((r) => holdsSeat(tables, r, heldSince)).length,
    paidTetri: paid.reduce((sum, r) => sum + r.priceTetri - r.refundedTetri, 0),
    overbooked: orders.filter((r) => r.overbookedAt !== null).length,
    offered: [...tables.waitlistOffers.values()].filter(
      (offer) => offer.cohortNumber === cohortNumber && offer.status === 'open',
    ).length,
  };
}

/** Whether a customer with this e-mail has a paid order for the cohort. */
function hasPaidOrder(tables: MemoryTables, email: string, cohortNumber: number): boolean {
  const customer = findIn(tables.customers, (c) => c.email === email.toLowerCase());
  if (customer === undefined) return false;
  const paid = findIn(
    tables.registrations,
    (r) =>
      r.customerId === customer.id && r.cohortNumber === cohortNumber && PAID.includes(r.status),
  );
  return paid !== undefined;
}

/** The port's lookups over the tables that `current` returns at call time. */
export function memoryReader(current: () => MemoryTables): RegistrationReader {
  const registration = (predicate: (record: RegistrationRecord) => boolean) =>
    Promise.resolve(detached(findIn(current().registrations, predicate)));
  return {
    findCustomerByEmail: (email) =>
      Promise.resolve(
        detached(findIn(current().customers, (c) => c.email === email.toLowerCase())),
      ),
    findLeadById: (id) => Promise.resolve(detached(current().leads.get(id))),
    findRegistrationById: (id) => registration((r) => r.id === id),
    findRegistrationByPublicToken: (token) => registration((r) => r.publicToken === token),
    findRegistrationByMerchantOrderId: (orderId) =>
      registration((r) => r.merchantOrderId === orderId),
    countCohortSeats: (cohortNumber, heldSince) =>
      Promise.resolve(cohortSeats(current(), cohortNumber, heldSince)),
    hasPaidOrder: (email, cohortNumber) =>
      Promise.resolve(hasPaidOrder(current(), email, cohortNumber)),
    countSessionLeads: (startsAt) =>
      Promise.resolve(
        [...current().leads.values()].filter(
          (lead) => lead.webinarSessionStartsAt?.getTime() === startsAt.getTime(),
        ).length,
      ),
    listRefunds: (registrationId) =>
      Promise.resolve(
        [...current().refunds.values()]
          .filter((refund) => refund.registrationId === registrationId)
          .sort(
            (a, b) => a.requestedAt.getTime() - b.requestedAt.getTime() || a.id.localeCompare(b.id),
          )
          .map((refund) => structuredClone(refund)),
      ),
    findWaitlistOfferByToken: (token) =>
      Promise.resolve(detached(findIn(current().waitlistOffers, (offer) => offer.token === token))),
    listWaitlistOffers: (cohortNumber) =>
      Promise.resolve(
        [...current().waitlistOffers.values()]
          .filter((offer) => cohortNumber === undefined || offer.cohortNumber === cohortNumber)
          .sort((a, b) => a.offeredAt.getTime() - b.offeredAt.getTime() || a.id.localeCompare(b.id))
          .map((offer) => structuredClone(offer)),
      ),
  };
}
