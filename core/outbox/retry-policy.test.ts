import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, isPastHorizon, nextAttemptDelayMs } from './retry-policy';

const policy = DEFAULT_RETRY_POLICY;
/** The ceiling itself: a random number of 1 is clamped to the top of [0, 1]. */
const ceiling = (attempt: number) => nextAttemptDelayMs(attempt, 1, policy);

describe('retry policy (docs/security.md "Outbound delivery")', () => {
  it('doubles the ceiling from 1 s and stops at 10 minutes', () => {
    expect([1, 2, 3, 4].map(ceiling)).toEqual([1000, 2000, 4000, 8000]);
    expect(ceiling(10)).toBe(512_000);
    expect(ceiling(11)).toBe(600_000);
    expect(ceiling(500)).toBe(600_000);
  });

  it('spreads the delay over [0, ceiling) with the random number', () => {
    expect(nextAttemptDelayMs(3, 0, policy)).toBe(0);
    expect(nextAttemptDelayMs(3, 0.5, policy)).toBe(2000);
    expect(nextAttemptDelayMs(3, 0.999_999, policy)).toBe(3999);
  });

  it('clamps random numbers outside [0, 1)', () => {
    expect(nextAttemptDelayMs(2, -3, policy)).toBe(0);
    expect(nextAttemptDelayMs(2, Number.NaN, policy)).toBe(0);
    expect(nextAttemptDelayMs(2, 7, policy)).toBe(2000);
  });

  it('retries for 72 hours since the retries began, whatever the number of attempts', () => {
    const since = new Date('2025-10-01T10:00:00Z');
    const later = (ms: number) => new Date(since.getTime() + ms);
    const hour = 3_600_000;
    expect(policy.horizonMs).toBe(72 * hour);
    expect(isPastHorizon(since, later(72 * hour - 1), policy)).toBe(false);
    expect(isPastHorizon(since, later(72 * hour), policy)).toBe(true);
    expect(isPastHorizon(since, later(0), policy)).toBe(false);
  });

  it('property: the sum of capped delays over the horizon needs hundreds of attempts', () => {
    // Even if every draw hit the ceiling, 8 attempts (the old limit) cover a few minutes only;
    // the horizon, not a count, decides when a message is given up.
    const total = Array.from({ length: 8 }, (_, i) => ceiling(i + 1)).reduce((a, b) => a + b);
    expect(total).toBeLessThan(policy.horizonMs / 1000);
  });

  it('property: delays are whole, non-negative and never above the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 10_000 }),
        fc.double({ min: -1, max: 2, noNaN: false }),
        (attempt, random) => {
          const delay = nextAttemptDelayMs(attempt, random, policy);
          expect(Number.isInteger(delay)).toBe(true);
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThanOrEqual(policy.capMs);
        },
      ),
    );
  });

  it('property: for the same random number the delay never shrinks as attempts grow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, random) => {
          const now = nextAttemptDelayMs(attempt, random, policy);
          const next = nextAttemptDelayMs(attempt + 1, random, policy);
          expect(next).toBeGreaterThanOrEqual(now);
          // Below the cap the ceiling doubles, so the delay roughly doubles too.
          if (ceiling(attempt + 1) < policy.capMs) {
            expect(next).toBeGreaterThanOrEqual(2 * now);
            expect(next).toBeLessThanOrEqual(2 * now + 1);
          }
        },
      ),
    );
  });

  it('property: the mean delay over many draws is about half the ceiling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (attempt) => {
        const draws = Array.from({ length: 1000 }, (_, i) => (i + 0.5) / 1000);
        const mean =
          draws.reduce((sum, r) => sum + nextAttemptDelayMs(attempt, r, policy), 0) / 1000;
        const half = ceiling(attempt) / 2;
        expect(Math.abs(mean - half)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 12 },
    );
  });
});
