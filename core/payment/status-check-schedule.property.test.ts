import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StatusCheckPolicy, statusCheckDueAt } from './status-check-schedule';

const MINUTE = 60_000;

/**
 * The stores' claim order (core/ports/order-store.ts `claimStatusChecks`, held by the contract
 * suite): due at `now`, earliest due first, ties by id.
 */
function dueQueue<T extends { readonly id: string; readonly statusCheckDueAt: Date }>(
  orders: readonly T[],
  now: number,
): T[] {
  return orders
    .filter((order) => order.statusCheckDueAt.getTime() <= now)
    .sort(
      (a, b) =>
        a.statusCheckDueAt.getTime() - b.statusCheckDueAt.getTime() || (a.id < b.id ? -1 : 1),
    );
}

interface SimulatedOrder {
  readonly id: string;
  readonly createdAt: Date;
  statusCheckDueAt: Date;
  /** When each due time was set, and when it was served (null until asked). */
  readonly dues: { readonly due: number; servedAt: number | null; rankAtFirstPass?: number }[];
  readonly checks: number[];
}

/**
 * Runs the reconciliation job as `reconciliation-worker.ts` does, with nothing ever paid: every
 * `passMs` (the interval, or more often, as several instances or manual runs would) one pass picks
 * the due orders (core's rule, at most `budget`), asks about them and stores the next due time from
 * core's schedule. Returns every order's history.
 */
function simulate(
  createdMinutes: readonly number[],
  { policy, passMs }: Timing,
  budget: number,
  horizonMs: number,
): SimulatedOrder[] {
  const orders: SimulatedOrder[] = createdMinutes.map((minute, i) => {
    const createdAt = new Date(minute * MINUTE);
    const due = statusCheckDueAt({ createdAt, lastCheckedAt: null }, policy);
    return {
      id: `o-${String(i).padStart(4, '0')}`,
      createdAt,
      statusCheckDueAt: due,
      dues: [{ due: due.getTime(), servedAt: null }],
      checks: [],
    };
  });
  for (let now = 0; now <= horizonMs; now += passMs) {
    // Orders exist only once created; the rank is each due order's place in the pass's queue.
    const existing = orders.filter((order) => order.createdAt.getTime() <= now);
    const queue = dueQueue(existing, now);
    for (const [rank, order] of queue.entries()) {
      const pending = order.dues.at(-1);
      if (pending !== undefined && pending.rankAtFirstPass === undefined) {
        pending.rankAtFirstPass = rank + 1;
      }
    }
    for (const order of queue.slice(0, budget)) {
      const pending = order.dues.at(-1);
      if (pending !== undefined) pending.servedAt = now;
      order.checks.push(now);
      const next = statusCheckDueAt(
        { createdAt: order.createdAt, lastCheckedAt: new Date(now) },
        policy,
      );
      order.statusCheckDueAt = next;
      order.dues.push({ due: next.getTime(), servedAt: null });
    }
  }
  return orders;
}

interface Timing {
  readonly policy: StatusCheckPolicy;
  /** Time between passes: the interval divided by 1 to 4. */
  readonly passMs: number;
}

const timings: fc.Arbitrary<Timing> = fc
  .record({
    firstCheckAfterMs: fc.integer({ min: 0, max: 20 }).map((m) => m * MINUTE),
    intervalMs: fc.integer({ min: 1, max: 10 }).map((n) => n * 60_000),
    settledAfterMs: fc.integer({ min: 0, max: 60 }).map((m) => m * MINUTE),
  })
  .chain((policy) =>
    fc.integer({ min: 1, max: 4 }).map((k) => ({ policy, passMs: policy.intervalMs / k })),
  );
const createdMinutes = fc.array(fc.integer({ min: 0, max: 90 }), { minLength: 1, maxLength: 90 });
const budgets = fc.integer({ min: 1, max: 60 });
const HORIZON_MS = 4 * 60 * MINUTE;

describe('status check schedule properties', () => {
  it('asks about one order at most once per interval', () => {
    fc.assert(
      fc.property(createdMinutes, timings, budgets, (created, timing, budget) => {
        const { policy } = timing;
        for (const order of simulate(created, timing, budget, HORIZON_MS)) {
          const gaps = order.checks.slice(1).map((at, i) => at - (order.checks[i] ?? at));
          for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(policy.intervalMs);
          // Never before its first due time either.
          const [first] = order.checks;
          if (first !== undefined) expect(first).toBeGreaterThanOrEqual(order.dues[0]?.due ?? 0);
        }
      }),
    );
  });

  it('asks about every due order within a bounded wait, however many are abandoned', () => {
    fc.assert(
      fc.property(createdMinutes, timings, budgets, (created, timing, budget) => {
        const { passMs } = timing;
        const orders = simulate(created, timing, budget, HORIZON_MS);
        // Each order has one pending due time at a time, so at most all of them are queued ahead.
        const bound = passMs * Math.ceil(orders.length / budget);
        for (const order of orders) {
          for (const { due, servedAt, rankAtFirstPass } of order.dues) {
            if (due + bound > HORIZON_MS) continue;
            expect(servedAt).not.toBeNull();
            expect((servedAt ?? 0) - due).toBeLessThan(bound);
            // Earliest due first: served by the pass its queue place allows, never later.
            const firstPass = Math.ceil(due / passMs) * passMs;
            const passes = Math.ceil((rankAtFirstPass ?? 1) / budget) - 1;
            expect(servedAt).toBeLessThanOrEqual(firstPass + passes * passMs);
          }
        }
      }),
    );
  });

  it('asks within one interval of becoming due while no more than the budget are due', () => {
    fc.assert(
      fc.property(createdMinutes, timings, (created, timing) => {
        const { policy } = timing;
        const orders = simulate(created, timing, created.length, HORIZON_MS);
        for (const order of orders) {
          for (const { due, servedAt } of order.dues) {
            if (due + policy.intervalMs > HORIZON_MS) continue;
            expect((servedAt ?? Number.POSITIVE_INFINITY) - due).toBeLessThan(policy.intervalMs);
          }
        }
      }),
    );
  });

  it('doubles the gap with age but never skips the check after the provider settled', () => {
    fc.assert(
      fc.property(createdMinutes, timings, (created, timing) => {
        const { policy } = timing;
        for (const order of simulate(created, timing, created.length, HORIZON_MS)) {
          const settledAt = order.createdAt.getTime() + policy.settledAfterMs;
          const firstAfterSettling = order.checks.find((at) => at >= settledAt);
          const latest = Math.max(policy.intervalMs, policy.firstCheckAfterMs) + policy.intervalMs;
          if (settledAt + latest <= HORIZON_MS) {
            expect(
              (firstAfterSettling ?? Number.POSITIVE_INFINITY) - settledAt,
            ).toBeLessThanOrEqual(latest);
          }
          // Abandoned for hours, an order is asked about O(log age) times, not once per pass.
          const passes = HORIZON_MS / policy.intervalMs;
          expect(order.checks.length).toBeLessThanOrEqual(4 + Math.log2(passes));
        }
      }),
    );
  });
});
