import { CHECKOUT_SESSION_TTL_MS } from './checkout-session';

/**
 * How long an unpaid order holds its seat (docs/decisions.md "Selling cohorts"): the 30-minute
 * checkout session, counted from the order's creation.
 */
const SEAT_HOLD_MS = CHECKOUT_SESSION_TTL_MS;

/**
 * The card provider's order lifetime in seconds: the seat hold less one minute, because the order is
 * stored (and its hold starts) before the provider is asked for the checkout, so the provider's window
 * always ends inside ours and a payment cannot normally arrive for an order whose seat was released.
 */
export const PAYMENT_LIFETIME_SECONDS = (SEAT_HOLD_MS - 60_000) / 1_000;

/** An unpaid order created after this instant still holds its seat at `now` (30 minutes, exclusive). */
export function seatHeldSince(now: Date): Date {
  return new Date(now.getTime() - SEAT_HOLD_MS);
}

/** Whether the hold of an unpaid order counted from `holdStart` has run out at `now`. */
export function seatHoldRanOut(holdStart: Date, now: Date): boolean {
  return holdStart <= seatHeldSince(now);
}

/** Where a hold counts from so that it lasts until `until` (a bank's decision time). */
export function holdCountingFromFor(until: Date): Date {
  return new Date(until.getTime() - SEAT_HOLD_MS);
}

/** Where an unpaid order's hold counts from: a later instant when it was extended, else its creation. */
export function holdStartOf(order: {
  readonly createdAt: Date;
  readonly holdCountsFrom: Date | null;
}): Date {
  return order.holdCountsFrom !== null && order.holdCountsFrom > order.createdAt
    ? order.holdCountsFrom
    : order.createdAt;
}
