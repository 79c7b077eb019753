import { INITIAL_WEBINAR_PROGRESS, type WebinarProgressState } from './video-progress';

/*
 * Written by hand rather than with valibot: the webinar page reads the stored progress while it
 * hydrates, and this guard keeps valibot (≈ 2.2 KiB gzip) out of that page's initial JavaScript
 * (docs/performance.md "Budgets"), as core/geo/parse-geo-data.ts does.
 */

type Fields = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const isNumberOrNull = (value: unknown): value is number | null =>
  value === null || isFiniteNumber(value);

/** A played range `[start, end)` of whole seconds, `0 ≤ start < end`. */
const isRange = (value: unknown): value is readonly [number, number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  Number.isSafeInteger(value[0]) &&
  Number.isSafeInteger(value[1]) &&
  value[0] >= 0 &&
  value[1] > value[0];

/** The stored ranges, `[]` when the field is absent (records written before it existed). */
function readRanges(value: unknown): readonly (readonly [number, number])[] | undefined {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every(isRange) ? value : undefined;
}

/** Merges overlapping or touching ranges after sorting, so a tampered record cannot double-count. */
function normaliseRanges(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [start, end] of [...ranges].sort(([a], [b]) => a - b)) {
    const last = merged.at(-1);
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Restores progress from session storage (version 1); a missing, older or corrupt record starts
 * fresh. Stored ranges are re-normalised so a tampered record cannot hold overlapping ranges.
 */
export function restoreWebinarProgress(raw: unknown): WebinarProgressState {
  if (!isRecord(raw)) return INITIAL_WEBINAR_PROGRESS;
  const { version, videoProgress, hasWatched50Percent, showCTA, webinarWatchedTracked } = raw;
  const { milestone50Timestamp, totalWatchTime, lastUpdated } = raw;
  const ranges = readRanges(raw.playedRanges);
  const valid =
    version === 1 &&
    isFiniteNumber(videoProgress) &&
    videoProgress >= 0 &&
    videoProgress <= 100 &&
    typeof hasWatched50Percent === 'boolean' &&
    typeof showCTA === 'boolean' &&
    typeof webinarWatchedTracked === 'boolean' &&
    isNumberOrNull(milestone50Timestamp) &&
    isFiniteNumber(totalWatchTime) &&
    totalWatchTime >= 0 &&
    isNumberOrNull(lastUpdated) &&
    ranges !== undefined;
  if (!valid) return INITIAL_WEBINAR_PROGRESS;
  return {
    version,
    videoProgress,
    hasWatched50Percent,
    showCTA,
    webinarWatchedTracked,
    milestone50Timestamp,
    totalWatchTime,
    lastUpdated,
    playedRanges: normaliseRanges(ranges),
  };
}
