import type { PlayerState, VideoPlayer } from '../../components/video-player/video-player';
import { secondsPlayedBetween } from '../../lib/webinar-progress/played-span';
import type { WebinarProgressApi } from '../../lib/webinar-progress/use-webinar-progress';

/** Watch time is added every 5 s while playing (docs/webinar.md "Video progress", "watch-time tick 5 s"). */
export const WATCH_TIME_TICK_MS = 5000;

/**
 * Feeds a player into the progress: each time sample taken while playing adds the whole seconds
 * passed since the previous sample (unique seconds, docs/webinar.md "Timeline"), and a 5 s timer adds watch
 * time while the video plays. Returns the function that disconnects everything.
 */
export function connectPlayerToProgress(
  player: VideoPlayer,
  progress: Pick<WebinarProgressApi, 'recordPlayed' | 'addWatchTime'>,
): () => void {
  let state: PlayerState = 'unstarted';
  let last: number | null = null;
  let tick: ReturnType<typeof setInterval> | undefined;
  const stopTick = () => {
    if (tick !== undefined) clearInterval(tick);
    tick = undefined;
  };
  const offTime = player.onTimeUpdate((current, duration) => {
    if (state === 'playing') progress.recordPlayed(secondsPlayedBetween(last, current), duration);
    last = current;
  });
  const offState = player.onStateChange((next) => {
    state = next;
    if (next !== 'playing') stopTick();
    else if (tick === undefined) {
      tick = setInterval(
        () => progress.addWatchTime(WATCH_TIME_TICK_MS / 1000),
        WATCH_TIME_TICK_MS,
      );
    }
  });
  return () => {
    offTime();
    offState();
    stopTick();
  };
}
