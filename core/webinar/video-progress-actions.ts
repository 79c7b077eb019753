import type { WebinarProgressAction } from './video-progress';

/** Record one played second; progress becomes the share of unique seconds played. */
export function playedSecond(
  second: number,
  durationSeconds: number,
  at: Date,
): WebinarProgressAction {
  return { type: 'played', second, durationSeconds, at };
}

/** Add watch time (the player reports every 5 s, docs/webinar.md "Video progress"). */
export function tickWatchTime(seconds: number): WebinarProgressAction {
  return { type: 'tick', seconds };
}

/** Note that the `webinar_watched` event was sent, so it is sent once. */
export function markWatchedTracked(): WebinarProgressAction {
  return { type: 'markTracked' };
}

/** Clear everything. */
export function resetProgress(): WebinarProgressAction {
  return { type: 'reset' };
}
