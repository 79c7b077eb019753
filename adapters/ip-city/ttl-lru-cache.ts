import type { Clock } from '../../core/ports/clock';

/** A bounded map whose entries expire: the least recently used entry goes first when full. */
export interface TtlLruCache<V> {
  /** The fresh value for `key` (marking it recently used), or undefined. */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: () => number;
}

/**
 * A small LRU with a time-to-live, on a Map (insertion order = recency). Expiry reads the given
 * clock, so tests move time instead of waiting.
 */
export function createTtlLruCache<V>(options: {
  readonly maxEntries: number;
  readonly ttlMs: number;
  readonly clock: Clock;
}): TtlLruCache<V> {
  const entries = new Map<string, { readonly value: V; readonly expiresAt: number }>();
  return {
    get: (key) => {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (options.clock.now().getTime() >= entry.expiresAt) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set: (key, value) => {
      entries.delete(key);
      entries.set(key, { value, expiresAt: options.clock.now().getTime() + options.ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    size: () => entries.size,
  };
}
