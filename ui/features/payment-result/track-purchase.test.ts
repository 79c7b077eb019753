import { describe, expect, it } from 'vitest';
import { purchaseTrackedKey, trackPurchaseOnce } from './track-purchase';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('trackPurchaseOnce', () => {
  it('reports an order once per tab, and each order separately', () => {
    const storage = memoryStorage();
    expect(trackPurchaseOnce('token-a', 'course-1', 250_000, storage)).toBe(true);
    expect(trackPurchaseOnce('token-a', 'course-1', 250_000, storage)).toBe(false);
    expect(trackPurchaseOnce('token-b', 'course-2', 250_000, storage)).toBe(true);
    expect([...storage.items.keys()]).toEqual([
      purchaseTrackedKey('token-a'),
      purchaseTrackedKey('token-b'),
    ]);
  });

  it('still reports when storage throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(trackPurchaseOnce('token-c', 'course-3', 100, broken)).toBe(true);
  });
});
