import { describe, expect, it } from 'vitest';
import { isGeoCacheFresh } from './is-geo-cache-fresh';

const cachedAt = new Date('2025-10-20T10:00:00Z');
const plus = (ms: number) => new Date(cachedAt.getTime() + ms);

describe('isGeoCacheFresh', () => {
  it('is fresh for 15 minutes', () => {
    expect(isGeoCacheFresh(cachedAt, cachedAt)).toBe(true);
    expect(isGeoCacheFresh(cachedAt, plus(899_999))).toBe(true);
    expect(isGeoCacheFresh(cachedAt, plus(900_000))).toBe(false);
  });

  it('is stale when stamped in the future', () => {
    expect(isGeoCacheFresh(cachedAt, plus(-1))).toBe(false);
  });
});
