import { shouldTrackWatched } from '../../../core/webinar/video-progress';
import { markWatchedTracked, playedSecond } from '../../../core/webinar/video-progress-actions';
import type { AnalyticsEventName } from '../tracking/analytics-event-name';
import type { WebinarProgressStore } from './webinar-progress-store';

/**
 * Adds played seconds to the store and, the first time the 20 % milestone is reached, sends
 * `webinar_watched` and remembers that it did, so the event goes out once per session
 * (docs/webinar.md "Video progress").
 */
export function recordPlayedSeconds(
  store: WebinarProgressStore,
  seconds: readonly number[],
  durationSeconds: number,
  at: Date,
  track: (name: AnalyticsEventName, data: Readonly<Record<string, unknown>>) => void,
): void {
  for (const second of seconds) store.dispatch(playedSecond(second, durationSeconds, at));
  const current = store.getSnapshot();
  if (!shouldTrackWatched(current)) return;
  store.dispatch(markWatchedTracked());
  track('webinar_watched', { progress: Math.round(current.videoProgress) });
}
