import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_PLAYED_SECONDS,
  type PlayedRanges,
  playedPercent,
  recordPlayedSecond,
} from './played-seconds';

const record = (seconds: number[]): PlayedRanges =>
  seconds.reduce<PlayedRanges>(recordPlayedSecond, NO_PLAYED_SECONDS);

describe('recordPlayedSecond', () => {
  it('merges adjacent seconds into one range and bridges gaps', () => {
    expect(record([0, 1, 2])).toEqual([[0, 3]]);
    expect(record([5, 0, 1])).toEqual([
      [0, 2],
      [5, 6],
    ]);
    expect(record([0, 2, 1])).toEqual([[0, 3]]);
  });

  it('floors fractional times and ignores invalid ones', () => {
    expect(record([3.9, -1, Number.NaN, Number.POSITIVE_INFINITY])).toEqual([[3, 4]]);
  });

  it('counts exactly the distinct seconds, in sorted disjoint non-adjacent ranges', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 300 }), { maxLength: 400 }), (seconds) => {
        const ranges = record(seconds);
        const covered = ranges.flatMap(([start, end]) =>
          Array.from({ length: end - start }, (_, k) => start + k),
        );
        expect(covered).toEqual([...new Set(seconds)].sort((a, b) => a - b));
        for (const [i, [start, end]] of ranges.entries()) {
          expect(end).toBeGreaterThan(start);
          const next = ranges[i + 1];
          if (next) expect(next[0]).toBeGreaterThan(end);
        }
      }),
    );
  });
});

describe('playedPercent', () => {
  it('is the share of the duration actually played', () => {
    expect(playedPercent(record([0, 1, 2, 3, 4]), 10)).toBe(50);
    expect(playedPercent(record([0, 1, 2]), 2.5)).toBe(100);
  });

  it('does not count seconds past the end and is 0 without a duration', () => {
    expect(playedPercent(record([0, 50, 51]), 10)).toBe(10);
    expect(playedPercent(record([0]), 0)).toBe(0);
    expect(playedPercent(record([0]), Number.NaN)).toBe(0);
  });

  it('seeking to the end unlocks nothing', () => {
    expect(playedPercent(record([95, 96, 97, 98, 99]), 100)).toBe(5);
  });
});
