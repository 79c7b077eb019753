/**
 * Whether a webinar session is still to start at `now`, from the last one's start alone (epoch ms,
 * null with none configured; so a page
 * can tell without carrying every session): until it starts a session is offered, after it none is
 * (docs/webinar.md "No session scheduled").
 */
export function isSessionAhead(lastStartMs: number | null, now: Date): boolean {
  return lastStartMs !== null && now.getTime() < lastStartMs;
}
