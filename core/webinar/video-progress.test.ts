import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_WEBINAR_PROGRESS,
  sectionsRevealed,
  shouldTrackWatched,
  type WebinarProgressAction,
  type WebinarProgressState,
  webinarProgressReducer,
} from './video-progress';
import {
  markWatchedTracked,
  playedSecond,
  progressTo,
  resetProgress,
  tickWatchTime,
} from './video-progress-actions';

const at = new Date('2025-10-20T10:00:00Z');
const later = new Date('2025-10-20T10:05:00Z');
const apply = (actions: WebinarProgressAction[], from = INITIAL_WEBINAR_PROGRESS) =>
  actions.reduce(webinarProgressReducer, from);

describe('webinarProgressReducer', () => {
  it('flags the milestone at 20 %, once, with the first time it was reached', () => {
    const before = apply([progressTo(19.9, at)]);
    expect(before.hasWatched50Percent).toBe(false);
    expect(before.showCTA).toBe(false);
    const state = apply([progressTo(20, at), progressTo(10, later), progressTo(60, later)]);
    expect(state).toMatchObject({
      videoProgress: 60,
      hasWatched50Percent: true,
      showCTA: true,
      milestone50Timestamp: at.getTime(),
      lastUpdated: later.getTime(),
    });
  });

  it('clamps progress to 0-100 and ignores NaN', () => {
    expect(apply([progressTo(150, at)]).videoProgress).toBe(100);
    expect(apply([progressTo(-5, at)]).videoProgress).toBe(0);
    expect(apply([progressTo(30, at), progressTo(Number.NaN, later)]).videoProgress).toBe(30);
  });

  it('keeps every progress value inside 0-100', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: false }), { maxLength: 30 }), (values) => {
        const state = apply(values.map((value) => progressTo(value, at)));
        expect(state.videoProgress).toBeGreaterThanOrEqual(0);
        expect(state.videoProgress).toBeLessThanOrEqual(100);
        expect(state.hasWatched50Percent).toBe(values.some((value) => value >= 20));
      }),
    );
  });

  it('accumulates watch time and ignores non-positive ticks', () => {
    expect(
      apply([tickWatchTime(5), tickWatchTime(5), tickWatchTime(-3), tickWatchTime(Number.NaN)])
        .totalWatchTime,
    ).toBe(10);
  });

  it('tracks webinar_watched once', () => {
    const reached = apply([progressTo(25, at)]);
    expect(shouldTrackWatched(INITIAL_WEBINAR_PROGRESS)).toBe(false);
    expect(shouldTrackWatched(reached)).toBe(true);
    expect(shouldTrackWatched(apply([markWatchedTracked()], reached))).toBe(false);
  });

  it('resets everything', () => {
    const busy = apply([progressTo(80, at), tickWatchTime(5), markWatchedTracked()]);
    expect(apply([resetProgress()], busy)).toEqual(INITIAL_WEBINAR_PROGRESS);
  });

  it('derives progress from unique played seconds: replaying or seeking does not unlock', () => {
    const replayed = apply(Array.from({ length: 50 }, () => playedSecond(3, 100, at)));
    expect(replayed.videoProgress).toBe(1);
    const seeked = apply([playedSecond(0, 100, at), playedSecond(90, 100, at)]);
    expect(seeked.showCTA).toBe(false);
    const watched = apply(Array.from({ length: 20 }, (_, s) => playedSecond(s, 100, at)));
    expect(watched).toMatchObject({ videoProgress: 20, showCTA: true, playedRanges: [[0, 20]] });
  });

  it('reveals sections from 50 %', () => {
    const at49: WebinarProgressState = apply([progressTo(49, at)]);
    expect(sectionsRevealed(at49)).toBe(false);
    expect(sectionsRevealed(apply([progressTo(50, at)]))).toBe(true);
  });
});
