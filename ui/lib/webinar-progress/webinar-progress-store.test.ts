import { describe, expect, it } from 'vitest';
import { playedSecond, tickWatchTime } from '../../../core/webinar/video-progress-actions';
import { secondsPlayedBetween } from './played-span';
import { recordPlayedSeconds } from './record-played-seconds';
import {
  createWebinarProgressStore,
  type ProgressStorage,
  WEBINAR_PROGRESS_STORAGE_KEY,
} from './webinar-progress-store';

const AT = new Date('2025-10-20T10:00:00Z');
const DURATION = 600;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: ProgressStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
  return { storage, data };
}

/** Plays from `from` to `to` (seconds) as the player would report it: one sample per second. */
function play(store: ReturnType<typeof createWebinarProgressStore>, from: number, to: number) {
  const events: string[] = [];
  for (let t = from; t < to; t += 1) {
    recordPlayedSeconds(store, secondsPlayedBetween(t, t + 1), DURATION, AT, (name) =>
      events.push(name),
    );
  }
  return events;
}

describe('webinar progress store', () => {
  it('counts unique seconds: replaying the same minute adds nothing', () => {
    const store = createWebinarProgressStore(memoryStorage().storage);
    play(store, 0, 60);
    play(store, 0, 60);
    expect(store.getSnapshot().videoProgress).toBe(10);
  });

  it('does not unlock the CTA when the visitor seeks ahead', () => {
    const store = createWebinarProgressStore(memoryStorage().storage);
    play(store, 0, 10);
    // A seek from 10 s to 590 s is one big jump between samples: nothing is counted.
    recordPlayedSeconds(store, secondsPlayedBetween(10, 590), DURATION, AT, () => undefined);
    play(store, 590, 600);
    const state = store.getSnapshot();
    expect(state.videoProgress).toBeCloseTo((20 / 600) * 100);
    expect(state.showCTA).toBe(false);
  });

  it('shows the CTA at exactly 20 % and tracks webinar_watched once', () => {
    const store = createWebinarProgressStore(memoryStorage().storage);
    expect(play(store, 0, 119)).toEqual([]);
    expect(store.getSnapshot().showCTA).toBe(false);
    expect(play(store, 119, 120)).toEqual(['webinar_watched']);
    const state = store.getSnapshot();
    expect(state).toMatchObject({
      showCTA: true,
      hasWatched50Percent: true,
      webinarWatchedTracked: true,
    });
    expect(state.milestone50Timestamp).toBe(AT.getTime());
    expect(play(store, 120, 300)).toEqual([]);
  });

  it('reveals sections only from 50 %', () => {
    const store = createWebinarProgressStore(memoryStorage().storage);
    play(store, 0, 299);
    expect(store.getSnapshot().videoProgress).toBeLessThan(50);
    play(store, 299, 300);
    expect(store.getSnapshot().videoProgress).toBe(50);
  });

  it('persists the version-1 shape under webinar-progress-storage', () => {
    const { storage, data } = memoryStorage();
    const store = createWebinarProgressStore(storage);
    play(store, 0, 3);
    store.dispatch(tickWatchTime(5));
    const saved = JSON.parse(data.get(WEBINAR_PROGRESS_STORAGE_KEY) ?? 'null');
    expect(saved).toEqual({
      version: 1,
      videoProgress: 0.5,
      hasWatched50Percent: false,
      showCTA: false,
      webinarWatchedTracked: false,
      milestone50Timestamp: null,
      totalWatchTime: 5,
      lastUpdated: AT.getTime(),
      playedRanges: [[0, 3]],
    });
  });

  it('restores a saved progress in a new store (same tab, next page)', () => {
    const { storage } = memoryStorage();
    play(createWebinarProgressStore(storage), 0, 130);
    const restored = createWebinarProgressStore(storage);
    expect(restored.getSnapshot()).toMatchObject({ showCTA: true, playedRanges: [[0, 130]] });
    // Restored ranges keep counting unique seconds.
    play(restored, 100, 140);
    expect(restored.getSnapshot().playedRanges).toEqual([[0, 140]]);
  });

  it('starts fresh from a corrupt, older or unreadable record', () => {
    for (const raw of ['{not json', '{"version":0,"videoProgress":80}', '"x"']) {
      const store = createWebinarProgressStore(
        memoryStorage({ [WEBINAR_PROGRESS_STORAGE_KEY]: raw }).storage,
      );
      expect(store.getSnapshot().videoProgress).toBe(0);
    }
    const throwing: ProgressStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createWebinarProgressStore(throwing);
    store.dispatch(playedSecond(0, 10, AT));
    expect(store.getSnapshot().videoProgress).toBe(10);
  });

  it('notifies subscribers only when the state changes', () => {
    const store = createWebinarProgressStore(null);
    let calls = 0;
    const off = store.subscribe(() => {
      calls += 1;
    });
    store.dispatch(tickWatchTime(5));
    store.dispatch(tickWatchTime(0));
    off();
    store.dispatch(tickWatchTime(5));
    expect(calls).toBe(1);
  });
});
