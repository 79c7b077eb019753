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
  resetProgress,
  tickWatchTime,
} from './video-progress-actions';

const at = new Date('2025-10-20T10:00:00Z');
const later = new Date('2025-10-20T10:05:00Z');
const apply = (actions: WebinarProgressAction[], from = INITIAL_WEBINAR_PROGRESS) =>
  actions.reduce(webinarProgressReducer, from);
/** Seconds `from` … `to − 1` of a 100-second video played at `when`: one percent each. */
const play = (from: number, to: number, when = at) =>
  Array.from({ length: to - from }, (_, k) => playedSecond(from + k, 100, when));

describe('webinarProgressReducer', () => {
  it('flags the milestone at 20 %, once, with the first time it was reached', () => {
    const before = apply(play(0, 19));
    expect(before.hasWatched50Percent).toBe(false);
    expect(before.showCTA).toBe(false);
    const state = apply([...play(0, 20), ...play(20, 60, later)]);
    expect(state).toMatchObject({
      videoProgress: 60,
      hasWatched50Percent: true,
      showCTA: true,
      milestone50Timestamp: at.getTime(),
      lastUpdated: later.getTime(),
    });
  });

  it('stays at 0-100: no progress without a duration, never above 100', () => {
    expect(apply([playedSecond(5, 0, at), playedSecond(5, Number.NaN, at)]).videoProgress).toBe(0);
    expect(apply([playedSecond(0, 0.5, at), playedSecond(1, 0.5, at)]).videoProgress).toBe(100);
  });

  it('unlocks exactly when a fifth of the seconds have been played', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 120 }), { maxLength: 60 }), (seconds) => {
        const state = apply(seconds.map((second) => playedSecond(second, 100, at)));
        const distinct = new Set(seconds.filter((second) => second < 100)).size;
        expect(state.videoProgress).toBeCloseTo(distinct, 9);
        expect(state.hasWatched50Percent).toBe(distinct >= 20);
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
    const reached = apply(play(0, 25));
    expect(shouldTrackWatched(INITIAL_WEBINAR_PROGRESS)).toBe(false);
    expect(shouldTrackWatched(reached)).toBe(true);
    expect(shouldTrackWatched(apply([markWatchedTracked()], reached))).toBe(false);
  });

  it('resets everything', () => {
    const busy = apply([...play(0, 80), tickWatchTime(5), markWatchedTracked()]);
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
    const at49: WebinarProgressState = apply(play(0, 49));
    expect(sectionsRevealed(at49)).toBe(false);
    expect(sectionsRevealed(apply(play(0, 50)))).toBe(true);
  });
});
