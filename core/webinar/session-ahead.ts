/**
 * Whether a webinar session is still to start at `now`, from the last one's start alone (epoch ms,
 * null with none), so a page can tell without carrying every session (docs/webinar.md
 * "No session scheduled").
 */
export function isSessionAhead(lastStartMs: number | null, now: Date): boolean {
  return lastStartMs !== null && now.getTime() < lastStartMs;
}
