/** One webinar session of the timeline, as written in `landing:timeline.items` (docs/webinar.md "Timeline"). */
export interface TimelineItem {
  /** Day number and month name in the page's language, e.g. `3 დეკემბერი` / `December 3`. */
  readonly date: string;
  readonly title: string;
  readonly time: string;
  readonly spotsLeft: number;
  readonly emoji: string;
}

/** The spec's default icon when an item names none (docs/webinar.md "Timeline"). */
export const DEFAULT_TIMELINE_EMOJI = '🎯';

/**
 * Reads the timeline items from translations (`returnObjects`), skipping malformed entries so a
 * copy mistake hides one item instead of breaking the page.
 */
export function readTimelineItems(value: unknown): TimelineItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    const { date, title, time, spots_left: spots, emoji } = record;
    if (typeof date !== 'string' || typeof title !== 'string' || typeof time !== 'string')
      return [];
    const spotsLeft = typeof spots === 'number' && spots >= 0 ? Math.floor(spots) : 0;
    const icon = typeof emoji === 'string' && emoji !== '' ? emoji : DEFAULT_TIMELINE_EMOJI;
    return [{ date, title, time, spotsLeft, emoji: icon }];
  });
}
