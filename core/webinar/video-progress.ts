import {
  NO_PLAYED_SECONDS,
  type PlayedRanges,
  playedPercent,
  recordPlayedSecond,
} from './played-seconds';

/** The CTA unlocks at 20 % (docs/webinar.md "Video progress"), despite the `hasWatched50Percent` field name. */
export const WATCH_MILESTONE_PERCENT = 20;

/** Hidden landing sections are revealed at 50 % (docs/webinar.md "Video progress"). */
export const SECTIONS_REVEAL_PERCENT = 50;

/**
 * The persisted webinar progress (docs/webinar.md "Video progress", session-storage key `webinar-progress-storage`,
 * version 1). Field names are the spec's; `hasWatched50Percent` and `milestone50Timestamp` mark the
 * 20 % milestone. `playedRanges` is our addition: the unique seconds behind `videoProgress`.
 */
export interface WebinarProgressState {
  readonly version: 1;
  /** 0-100. */
  readonly videoProgress: number;
  readonly hasWatched50Percent: boolean;
  readonly showCTA: boolean;
  readonly webinarWatchedTracked: boolean;
  /** Epoch ms when the milestone was reached. */
  readonly milestone50Timestamp: number | null;
  /** Seconds of playback accumulated by ticks. */
  readonly totalWatchTime: number;
  /** Epoch ms of the last progress update. */
  readonly lastUpdated: number | null;
  readonly playedRanges: PlayedRanges;
}

/** A fresh state, also what `reset` returns. */
export const INITIAL_WEBINAR_PROGRESS: WebinarProgressState = {
  version: 1,
  videoProgress: 0,
  hasWatched50Percent: false,
  showCTA: false,
  webinarWatchedTracked: false,
  milestone50Timestamp: null,
  totalWatchTime: 0,
  lastUpdated: null,
  playedRanges: NO_PLAYED_SECONDS,
};

/** What can happen to the progress. */
export type WebinarProgressAction =
  | {
      readonly type: 'played';
      readonly second: number;
      readonly durationSeconds: number;
      readonly at: Date;
    }
  | { readonly type: 'tick'; readonly seconds: number }
  | { readonly type: 'markTracked' }
  | { readonly type: 'reset' };

/** Sets the progress, clamped to 0-100, and flags the 20 % milestone once (docs/webinar.md "Video progress"). */
function setProgress(state: WebinarProgressState, percent: number, at: Date): WebinarProgressState {
  if (Number.isNaN(percent)) return state;
  const videoProgress = Math.min(100, Math.max(0, percent));
  const reached = videoProgress >= WATCH_MILESTONE_PERCENT && !state.hasWatched50Percent;
  return {
    ...state,
    videoProgress,
    lastUpdated: at.getTime(),
    ...(reached
      ? { hasWatched50Percent: true, showCTA: true, milestone50Timestamp: at.getTime() }
      : {}),
  };
}

/** The pure reducer behind the webinar progress store. */
export function webinarProgressReducer(
  state: WebinarProgressState,
  action: WebinarProgressAction,
): WebinarProgressState {
  switch (action.type) {
    case 'played': {
      const playedRanges = recordPlayedSecond(state.playedRanges, action.second);
      const percent = playedPercent(playedRanges, action.durationSeconds);
      return setProgress({ ...state, playedRanges }, percent, action.at);
    }
    case 'tick':
      return Number.isFinite(action.seconds) && action.seconds > 0
        ? { ...state, totalWatchTime: state.totalWatchTime + action.seconds }
        : state;
    case 'markTracked':
      return { ...state, webinarWatchedTracked: true };
    case 'reset':
      return INITIAL_WEBINAR_PROGRESS;
  }
}

/** The `webinar_watched` event is due once the milestone is reached and it has not been sent. */
export function shouldTrackWatched(state: WebinarProgressState): boolean {
  return state.hasWatched50Percent && !state.webinarWatchedTracked;
}

/** Progress-gated landing sections show from 50 % (docs/webinar.md "Calendar hero"). */
export function sectionsRevealed(state: WebinarProgressState): boolean {
  return state.videoProgress >= SECTIONS_REVEAL_PERCENT;
}
