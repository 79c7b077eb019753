import { CHECKOUT_SESSION_TTL_MS } from '../checkout/checkout-session';

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

/** Whether the hold of an unpaid order created at `createdAt` has run out at `now`. */
export function seatHoldRanOut(createdAt: Date, now: Date): boolean {
  return createdAt <= seatHeldSince(now);
}
