import * as v from 'valibot';
import { INITIAL_WEBINAR_PROGRESS, type WebinarProgressState } from './video-progress';

const RangeSchema = v.pipe(
  v.tuple([v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(v.number(), v.integer())]),
  v.check(([start, end]) => end > start),
);

/** Shape of the stored progress, version 1; anything else is discarded. */
export const WebinarProgressSchema = v.object({
  version: v.literal(1),
  videoProgress: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  hasWatched50Percent: v.boolean(),
  showCTA: v.boolean(),
  webinarWatchedTracked: v.boolean(),
  milestone50Timestamp: v.nullable(v.number()),
  totalWatchTime: v.pipe(v.number(), v.minValue(0)),
  lastUpdated: v.nullable(v.number()),
  playedRanges: v.optional(v.array(RangeSchema), []),
});

/**
 * Restores progress from session storage; a missing, older or corrupt record starts fresh. Stored
 * ranges are re-normalised so a tampered record cannot hold overlapping ranges.
 */
export function restoreWebinarProgress(raw: unknown): WebinarProgressState {
  const parsed = v.safeParse(WebinarProgressSchema, raw);
  if (!parsed.success) return INITIAL_WEBINAR_PROGRESS;
  const sorted = [...parsed.output.playedRanges].sort(([a], [b]) => a - b);
  const playedRanges: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = playedRanges.at(-1);
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else playedRanges.push([start, end]);
  }
  return { ...parsed.output, playedRanges };
}
