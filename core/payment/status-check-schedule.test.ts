import { describe, expect, it } from 'vitest';
import { hasProviderSettled, statusCheckDueAt, statusCheckPolicy } from './status-check-schedule';

const MINUTE = 60_000;
const createdAt = new Date('2026-11-23T10:00:00Z');
const at = (minutes: number) => new Date(createdAt.getTime() + minutes * MINUTE);
const policy = statusCheckPolicy(10 * MINUTE, MINUTE);

describe('statusCheckDueAt', () => {
  it('is due first ten minutes after creation, then at doubling ages around the settling check', () => {
    expect(policy.settledAfterMs).toBe(34 * MINUTE);
    expect(statusCheckDueAt({ createdAt, lastCheckedAt: null }, policy)).toEqual(at(10));
    const next = (minutes: number) =>
      (statusCheckDueAt({ createdAt, lastCheckedAt: at(minutes) }, policy).getTime() -
        createdAt.getTime()) /
      MINUTE;
    expect([10, 20, 34, 68, 136].map(next)).toEqual([20, 34, 68, 136, 272]);
    // Asked late (a busy pass): still no later than the settling check, never within the interval.
    expect(next(30)).toBe(34);
    expect(next(33.5)).toBe(34.5);
  });

  it('keeps one interval between questions even when the order is young', () => {
    const eager = statusCheckPolicy(0, 5 * MINUTE);
    expect(statusCheckDueAt({ createdAt, lastCheckedAt: at(1) }, eager)).toEqual(at(6));
  });
});

describe('hasProviderSettled', () => {
  it('is true from the order lifetime plus the margin on', () => {
    expect(hasProviderSettled(createdAt, at(33.99), policy)).toBe(false);
    expect(hasProviderSettled(createdAt, at(34), policy)).toBe(true);
  });
});
