/**
 * Two samples further apart than this are a seek, not playback. Samples come every second while
 * playing (docs/decisions.md), so 2 s leaves room for a late timer or 1.5× speed.
 */
export const MAX_CONTINUOUS_GAP_SECONDS = 2;

/**
 * The whole seconds whose end playback passed between two samples of the player's clock, when the
 * step looks like continuous playback (forward by at most 2 s); a seek or a first sample counts
 * nothing, so skipping ahead never adds progress (docs/webinar.md "Video progress").
 */
export function secondsPlayedBetween(from: number | null, to: number): readonly number[] {
  if (from === null || !Number.isFinite(from) || !Number.isFinite(to) || from < 0) return [];
  const gap = to - from;
  if (gap <= 0 || gap > MAX_CONTINUOUS_GAP_SECONDS) return [];
  const seconds: number[] = [];
  for (let second = Math.floor(from); second < Math.floor(to); second += 1) seconds.push(second);
  return seconds;
}
