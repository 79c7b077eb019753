import type { RegistrationStatus } from '../registration/registration-status';
import type { LeadRecord } from './lead-store';
import type { RegistrationRecord } from './order-store';
import type { OutboxMessage, OutboxStatus } from './outbox-store';

/* What the operator console reads from the store, and the one repair it makes (docs/operations.md). */

/**
 * Operator filters over leads (the console, docs/operations.md). Creation time is the half-open
 * range [createdFrom, createdBefore); the caller turns calendar days into instants.
 */
export interface LeadQuery {
  readonly createdFrom?: Date;
  readonly createdBefore?: Date;
  readonly source?: string;
  /** At most this many rows; omitted: every matching row. */
  readonly limit?: number;
}

/**
 * Operator filters over orders, like `LeadQuery`. A new filter is one optional field here and one
 * condition in each store's `listOrders`.
 */
export interface OrderQuery {
  readonly createdFrom?: Date;
  readonly createdBefore?: Date;
  readonly statuses?: readonly RegistrationStatus[];
  readonly source?: string;
  readonly cohortNumber?: number;
  /** At most this many rows; omitted: every matching row. */
  readonly limit?: number;
}

/** How many outbox messages share a kind and status, and when the oldest of them was created. */
export interface OutboxSummaryRow {
  readonly kind: string;
  readonly status: OutboxStatus;
  readonly count: number;
  readonly oldestCreatedAt: Date;
}

/**
 * What the orders carrying one promo code amount to (docs/purchase.md "Promo codes"), for the
 * console's `promo status`: counted like a code's uses and a cohort's revenue.
 */
export interface PromoUseSummary {
  /** As the orders carry it (upper case). */
  readonly code: string;
  /** Paid orders with the code (a partial refund keeps it paid). */
  readonly paid: number;
  /** Unpaid orders with the code still holding their seat. */
  readonly held: number;
  /** What the paid orders paid, net of their refunds, in tetri. */
  readonly paidTetri: number;
  /** What the code took off the paid orders, in tetri. */
  readonly discountTetri: number;
}

/** Which dead letters to requeue: one by id, or all of them. */
export type RequeueTarget = { readonly id: string } | { readonly all: true };

/** The console's listings and summaries over leads, orders, promo codes and the outbox, and its requeue. */
export interface OperatorQueries {
  /** Leads matching the query, newest first (operators and tests). */
  listLeads(query?: LeadQuery): Promise<LeadRecord[]>;
  /** Orders matching the query, each with its own contact details, newest first (operators). */
  listOrders(query: OrderQuery): Promise<RegistrationRecord[]>;
  /** Messages, oldest first, optionally of one status and at most `limit` (operators and tests). */
  listOutbox(options?: {
    readonly status?: OutboxStatus;
    readonly limit?: number;
  }): Promise<OutboxMessage[]>;
  /** How many messages have this status. */
  countOutbox(status: OutboxStatus): Promise<number>;
  /** Message counts per kind and status, ordered by kind then status (operators). */
  summarizeOutbox(): Promise<OutboxSummaryRow[]>;
  /**
   * One summary per promo code found on any order, ordered by code (operators); only unpaid orders
   * created after `heldSince` and not released count as holding a seat.
   */
  summarizePromoUses(heldSince: Date): Promise<PromoUseSummary[]>;
  /**
   * Puts dead letters back to pending atomically (docs/operations.md
   * "Outbox: follow-up deliveries"): due now, attempts and horizon restarted, the send start
   * cleared (the operator's choice), `lastError` kept. Returns the ids, sorted.
   */
  requeueDeadOutbox(target: RequeueTarget, now: Date): Promise<string[]>;
}
