import type { RegistrationRecord } from './order-store';

/*
 * A cohort's seats in the store (docs/purchase.md "Seats", "Promo codes"): what paid orders, holds
 * and offers take, the per-cohort sales lock, the buyer's open holds and a promo code's uses.
 */

/** How the orders of one cohort use its seats (docs/purchase.md "Seats"). */
export interface CohortSeats {
  /** Orders paid (payment_completed or completed): each takes a seat for good. */
  readonly paid: number;
  /**
   * Unpaid orders (pending or payment_initiated) created after the hold start and not released:
   * each holds a seat.
   */
  readonly held: number;
  /** What the paid orders cost, in tetri. */
  readonly paidTetri: number;
  /** Paid orders flagged as overbooked. */
  readonly overbooked: number;
  /** Open waiting-list offers: each holds a seat for the person it was offered to. */
  readonly offered: number;
}

/** Whose use of which code `countPromoUses` counts. */
export interface PromoUseQuery {
  readonly code: string;
  readonly heldSince: Date;
  readonly email: string;
  readonly phone: string;
}

/** A promo code's uses: all of them, and whether they include a paid one of this buyer. */
export interface PromoUseCount {
  readonly taken: number;
  readonly paidByBuyer: boolean;
}

/** Whose open holds `findOpenHolds` looks for, in one cohort. */
export interface OpenHoldQuery {
  readonly cohortNumber: number;
  readonly heldSince: Date;
  readonly email: string;
  /** E.164. */
  readonly phone: string;
  readonly addressKey: string;
}

/** Seat counts of a cohort, inside a transaction or out of it. */
export interface SeatReader {
  /**
   * The seats of cohort `cohortNumber`; only unpaid orders created after `heldSince` and not
   * released hold one.
   */
  countCohortSeats(cohortNumber: number, heldSince: Date): Promise<CohortSeats>;
  /** Whether the buyer with this e-mail (matched lowercased) has a paid order for the cohort. */
  hasPaidOrder(email: string, cohortNumber: number): Promise<boolean>;
}

/** Seat-taking in one transaction: the cohort's sales lock, a buyer's holds and a code's uses. */
export interface SeatTransaction extends SeatReader {
  /**
   * Serialises seat-taking for a cohort until this transaction ends, so a capacity check and the
   * insert it allows cannot interleave with another's (PostgreSQL: a transaction-scoped advisory
   * lock; SQLite and memory already run one write transaction at a time).
   */
  lockCohortSales(cohortNumber: number): Promise<void>;
  /**
   * The open holds of a cohort (unpaid orders created after `heldSince` and not released) that
   * belong to this buyer (contact e-mail, matched lowercased, or phone) or came from this client
   * address key: what the one-hold-per-buyer and per-address rules weigh (docs/purchase.md "Seats").
   */
  findOpenHolds(query: OpenHoldQuery): Promise<RegistrationRecord[]>;
  /**
   * Ends the seat holds of these unpaid orders at `at`, because their buyer opened a new checkout:
   * the orders still await their payment, but hold no seat from now on. Written beside the orders,
   * never on them, so it waits on no lock a payment callback holds. Releasing twice keeps the first.
   */
  releaseHolds(orderIds: readonly string[], at: Date): Promise<void>;
  /**
   * How a promo code's uses stand, read under the cohort's sales lock (docs/purchase.md "Promo
   * codes"): its orders that are paid or hold a seat since `heldSince`, and whether this buyer
   * (contact e-mail, matched lowercased, or phone) paid one. A refunded order gives its use back.
   */
  countPromoUses(query: PromoUseQuery): Promise<PromoUseCount>;
}
