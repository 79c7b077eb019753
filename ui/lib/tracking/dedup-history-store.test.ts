import { describe, expect, it } from 'vitest';
import { EMPTY_DEDUP_HISTORY } from '../../../core/tracking/event-dedup';
import { DEDUP_HISTORY_KEY, sessionDedupHistoryStore } from './dedup-history-store';

function storageWith(value: string | null) {
  const items = new Map<string, string>(value === null ? [] : [[DEDUP_HISTORY_KEY, value]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, next: string) => void items.set(key, next),
  };
}

describe('sessionDedupHistoryStore', () => {
  it('round-trips a history under version 1', () => {
    const storage = storageWith(null);
    const store = sessionDedupHistoryStore(storage);
    const history = { fired: [{ name: 'Lead', fingerprint: 'f', at: 5 }], sessionFired: ['Lead'] };
    store.save(history);
    expect(JSON.parse(storage.items.get(DEDUP_HISTORY_KEY) ?? '')).toMatchObject({ v: 1 });
    expect(store.load()).toEqual(history);
  });

  it.each([
    ['not json', '{'],
    ['another version', JSON.stringify({ v: 2, fired: [], sessionFired: ['Lead'] })],
    ['wrong shapes', JSON.stringify({ v: 1, fired: 'x', sessionFired: [] })],
  ])('starts fresh on %s', (_label, raw) => {
    expect(sessionDedupHistoryStore(storageWith(raw)).load()).toEqual(EMPTY_DEDUP_HISTORY);
  });

  it('filters malformed entries and survives a missing or throwing storage', () => {
    const raw = JSON.stringify({ v: 1, fired: [{ name: 1 }], sessionFired: ['Lead', 3] });
    expect(sessionDedupHistoryStore(storageWith(raw)).load()).toEqual({
      fired: [],
      sessionFired: ['Lead'],
    });
    expect(sessionDedupHistoryStore(undefined).load()).toEqual(EMPTY_DEDUP_HISTORY);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const store = sessionDedupHistoryStore(throwing);
    expect(store.load()).toEqual(EMPTY_DEDUP_HISTORY);
    expect(() => store.save(EMPTY_DEDUP_HISTORY)).not.toThrow();
  });
});
