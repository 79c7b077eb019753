import { useCallback, useEffect, useRef } from 'react';
import type { VideoPlayer } from '../../components/video-player/video-player';
import type { WebinarProgressApi } from '../../lib/webinar-progress/use-webinar-progress';
import { connectPlayerToProgress } from './connect-player-progress';

/** The facade's `onPlayer` callback: connects each new player to the progress, disconnects on unmount. */
export function useWebinarVideoTracking(
  progress: Pick<WebinarProgressApi, 'recordPlayed' | 'addWatchTime'>,
): (player: VideoPlayer) => void {
  const { recordPlayed, addWatchTime } = progress;
  const disconnect = useRef<(() => void) | null>(null);
  useEffect(() => () => disconnect.current?.(), []);
  return useCallback(
    (player: VideoPlayer) => {
      disconnect.current?.();
      disconnect.current = connectPlayerToProgress(player, { recordPlayed, addWatchTime });
    },
    [recordPlayed, addWatchTime],
  );
}
