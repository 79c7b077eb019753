import { PAYMENT_LIFETIME_SECONDS } from '../checkout/seat-hold';

/**
 * When reconciliation asks the card provider about an unpaid order (docs/purchase.md
 * "Reconciliation"). Pure: times come in, nothing is read from a clock.
 */
export interface StatusCheckPolicy {
  /** The first question comes this long after the order was created (`RECONCILE_AFTER_SECONDS`). */
  readonly firstCheckAfterMs: number;
  /** The job's interval (`RECONCILE_INTERVAL_MS`): one order is never asked about twice within it. */
  readonly intervalMs: number;
  /**
   * The provider's order lifetime plus a margin, from the order's creation: by then the provider has
   * decided (approved, or expired), so one question always lands here and an order it still does
   * not know is given up.
   */
  readonly settledAfterMs: number;
}

/** Room for the provider's own clock and queue after the lifetime it was given ran out. */
const SETTLE_MARGIN_MS = 5 * 60_000;

/** The schedule for the configured first delay and interval, settling after the provider's lifetime. */
export function statusCheckPolicy(
  firstCheckAfterMs: number,
  intervalMs: number,
): StatusCheckPolicy {
  return {
    firstCheckAfterMs,
    intervalMs,
    settledAfterMs: PAYMENT_LIFETIME_SECONDS * 1000 + SETTLE_MARGIN_MS,
  };
}

/** What the schedule reads of an order: when it was created and when the provider was last asked. */
export interface StatusCheckHistory {
  readonly createdAt: Date;
  /** Null: never asked yet. */
  readonly lastCheckedAt: Date | null;
}

/**
 * When the order is next due for reconciliation (docs/purchase.md "Reconciliation"):
 * `firstCheckAfterMs` after creation, then at twice its age, at least one interval apart, never
 * skipping the first question at or past `settledAfterMs`.
 */
export function statusCheckDueAt(order: StatusCheckHistory, policy: StatusCheckPolicy): Date {
  const created = order.createdAt.getTime();
  if (order.lastCheckedAt === null) return new Date(created + policy.firstCheckAfterMs);
  const checked = order.lastCheckedAt.getTime();
  const settled = created + policy.settledAfterMs;
  const doubled = checked + Math.max(0, checked - created);
  const next = checked < settled ? Math.min(doubled, settled) : doubled;
  return new Date(Math.max(next, checked + policy.intervalMs));
}

/**
 * Whether the provider's answer about an order is final at `at`: its lifetime and the margin have
 * passed, so "order not found" means it never will be (docs/purchase.md "Reconciliation").
 */
export function hasProviderSettled(createdAt: Date, at: Date, policy: StatusCheckPolicy): boolean {
  return at.getTime() - createdAt.getTime() >= policy.settledAfterMs;
}
