import { describe, expect, it } from 'vitest';
import { createTtlLruCache } from './ttl-lru-cache';

function manualClock(start = Date.parse('2025-10-20T10:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('createTtlLruCache', () => {
  it('keeps a value until its time-to-live has passed', () => {
    const clock = manualClock();
    const cache = createTtlLruCache<string>({ maxEntries: 10, ttlMs: 1000, clock });
    cache.set('a', 'first');
    clock.advance(999);
    expect(cache.get('a')).toBe('first');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('evicts the least recently used entry when full', () => {
    const cache = createTtlLruCache<number>({ maxEntries: 2, ttlMs: 1000, clock: manualClock() });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size()).toBe(2);
  });

  it('restarts the time-to-live when a key is set again', () => {
    const clock = manualClock();
    const cache = createTtlLruCache<string>({ maxEntries: 2, ttlMs: 1000, clock });
    cache.set('a', 'old');
    clock.advance(800);
    cache.set('a', 'new');
    clock.advance(800);
    expect(cache.get('a')).toBe('new');
  });
});
