import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { sectionsRevealed, type WebinarProgressState } from '../../../core/webinar/video-progress';
import { resetProgress, tickWatchTime } from '../../../core/webinar/video-progress-actions';
import { trackEvent } from '../tracking/track-event';
import { recordPlayedSeconds } from './record-played-seconds';
import {
  SERVER_WEBINAR_PROGRESS,
  type WebinarProgressStore,
  webinarProgressStore,
} from './webinar-progress-store';

/** What `useWebinarProgress()` gives: the persisted state, derived flags and the ways to change it. */
export interface WebinarProgressApi {
  readonly state: WebinarProgressState;
  /** The strategy-call button shows (20 % milestone, docs/webinar.md "Video progress"). */
  readonly ctaVisible: boolean;
  /** Progress-gated sections show (50 %, docs/webinar.md "Calendar hero"). */
  readonly sectionsRevealed: boolean;
  /** Records played seconds; tracks `webinar_watched` once when the milestone is crossed. */
  readonly recordPlayed: (seconds: readonly number[], durationSeconds: number) => void;
  /** Adds watch time (every 5 s while playing, docs/webinar.md "Video progress"). */
  readonly addWatchTime: (seconds: number) => void;
  readonly reset: () => void;
}

/**
 * The webinar watch progress of this tab, persisted in session storage under
 * `webinar-progress-storage` (version 1) and driven by the core reducer. Counts unique seconds
 * actually played, so seeking ahead unlocks nothing.
 */
export function useWebinarProgress(
  store: WebinarProgressStore = webinarProgressStore,
): WebinarProgressApi {
  const state = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    () => SERVER_WEBINAR_PROGRESS,
  );
  const recordPlayed = useCallback(
    (seconds: readonly number[], durationSeconds: number) =>
      recordPlayedSeconds(store, seconds, durationSeconds, new Date(), trackEvent),
    [store],
  );
  const addWatchTime = useCallback(
    (seconds: number) => void store.dispatch(tickWatchTime(seconds)),
    [store],
  );
  const reset = useCallback(() => void store.dispatch(resetProgress()), [store]);
  return useMemo(
    () => ({
      state,
      ctaVisible: state.showCTA,
      sectionsRevealed: sectionsRevealed(state),
      recordPlayed,
      addWatchTime,
      reset,
    }),
    [state, recordPlayed, addWatchTime, reset],
  );
}
