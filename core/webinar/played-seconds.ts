/**
 * The whole seconds of a video actually played, stored compactly as sorted, disjoint, non-adjacent
 * half-open ranges `[start, end)`. Seeking ahead adds nothing, so a watch percentage built on this
 * cannot be unlocked by skipping (docs/integrations.md "YouTube and Vimeo players").
 */
export type PlayedRanges = readonly (readonly [start: number, end: number])[];

/** Nothing played yet. */
export const NO_PLAYED_SECONDS: PlayedRanges = [];

/** Adds one played second (the player's current time, floored); negative or non-finite input is ignored. */
export function recordPlayedSecond(ranges: PlayedRanges, second: number): PlayedRanges {
  if (!Number.isFinite(second) || second < 0) return ranges;
  const s = Math.floor(second);
  const before = ranges.filter(([, end]) => end < s);
  const after = ranges.filter(([start]) => start > s + 1);
  const touching = ranges.filter(([start, end]) => end >= s && start <= s + 1);
  const start = Math.min(s, ...touching.map(([from]) => from));
  const end = Math.max(s + 1, ...touching.map(([, to]) => to));
  return [...before, [start, end], ...after];
}

/** The share of the video played, 0-100; 0 while the duration is unknown (players report 0). */
export function playedPercent(ranges: PlayedRanges, durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  const total = Math.ceil(durationSeconds);
  const counted = ranges.reduce(
    (sum, [start, end]) => sum + Math.max(0, Math.min(end, total) - start),
    0,
  );
  return Math.min(100, (counted / total) * 100);
}
