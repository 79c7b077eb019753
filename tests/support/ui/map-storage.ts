import type { GeoStorage } from '../../../ui/lib/geo/geo-cache';

/** A Map-backed stand-in for localStorage (the ui tests run in Node). */
export function mapStorage(entries: Record<string, string> = {}): GeoStorage & {
  readonly entries: Map<string, string>;
} {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}
