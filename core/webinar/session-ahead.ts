/**
 * Whether a webinar session is still to start at `now`, from the last one's start alone (so a page
 * can tell without carrying every session): until it starts a session is offered, after it none is
 * (docs/webinar.md "No session scheduled").
 */
export function isSessionAhead(lastStart: Date | undefined, now: Date): boolean {
  return lastStart !== undefined && now.getTime() < lastStart.getTime();
}
