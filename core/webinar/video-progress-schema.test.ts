import { describe, expect, it } from 'vitest';
import { INITIAL_WEBINAR_PROGRESS } from './video-progress';
import { restoreWebinarProgress } from './video-progress-schema';

const stored = {
  version: 1,
  videoProgress: 42,
  hasWatched50Percent: true,
  showCTA: true,
  webinarWatchedTracked: false,
  milestone50Timestamp: 1_760_000_000_000,
  totalWatchTime: 120,
  lastUpdated: 1_760_000_100_000,
};

describe('restoreWebinarProgress', () => {
  it('restores a version-1 record written before played ranges existed', () => {
    expect(restoreWebinarProgress(stored)).toEqual({ ...stored, playedRanges: [] });
  });

  it('re-normalises overlapping stored ranges', () => {
    const restored = restoreWebinarProgress({
      ...stored,
      playedRanges: [
        [10, 20],
        [0, 5],
        [15, 30],
        [5, 6],
      ],
    });
    expect(restored.playedRanges).toEqual([
      [0, 6],
      [10, 30],
    ]);
  });

  it.each([
    undefined,
    'junk',
    { ...stored, version: 2 },
    { ...stored, videoProgress: 101 },
    { ...stored, playedRanges: [[5, 5]] },
    { ...stored, playedRanges: [[-1, 5]] },
    { ...stored, playedRanges: [[0.5, 5]] },
    { ...stored, playedRanges: [[0, 5, 9]] },
    { ...stored, playedRanges: 'all' },
    { ...stored, videoProgress: -1 },
    { ...stored, videoProgress: Number.NaN },
    { ...stored, totalWatchTime: -5 },
    { ...stored, showCTA: 'yes' },
    { ...stored, milestone50Timestamp: undefined },
    { ...stored, lastUpdated: '2025-01-01' },
    [stored],
    null,
  ])('starts fresh from %j', (raw) => {
    expect(restoreWebinarProgress(raw)).toEqual(INITIAL_WEBINAR_PROGRESS);
  });
});
