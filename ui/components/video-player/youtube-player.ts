import { loadScript } from './load-script';
import { initWithRetry } from './player-init-retry';
import {
  createPlayerEvents,
  PlayerError,
  type PlayerState,
  type VideoPlayer,
} from './video-player';

/** The parts of the YouTube IFrame API we use (docs/integrations.md "YouTube and Vimeo players"). */
interface YouTubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  getIframe(): HTMLIFrameElement;
  destroy(): void;
}
interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      host: string;
      videoId: string;
      playerVars: Record<string, string | number>;
      events: { onReady: () => void; onStateChange: (event: { data: number }) => void };
    },
  ) => YouTubePlayer;
}
declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const API_SRC = 'https://www.youtube.com/iframe_api';
const READY_TIMEOUT_MS = 15_000;

/** YT.PlayerState numbers → our names (-1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued). */
const STATES: Readonly<Record<number, PlayerState>> = {
  [-1]: 'unstarted',
  0: 'ended',
  1: 'playing',
  2: 'paused',
  3: 'buffering',
  5: 'unstarted',
};

async function youTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return window.YT;
  const ready = new Promise<void>((resolve) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve();
    };
  });
  await loadScript(API_SRC);
  await ready;
  if (!window.YT?.Player) throw new Error('YT.Player missing');
  return window.YT;
}

/**
 * A YouTube player on the privacy-enhanced host. The API has no time event, so the position is
 * polled every second while playing (docs/integrations.md "YouTube and Vimeo players").
 */
export function createYouTubePlayer(videoId: string, title: string): VideoPlayer {
  const events = createPlayerEvents();
  let player: YouTubePlayer | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  const stopPolling = () => {
    if (poll !== undefined) clearInterval(poll);
    poll = undefined;
  };
  const sample = () => {
    if (player) events.emitTime(player.getCurrentTime(), player.getDuration());
  };
  const create = (container: HTMLElement) => async () => {
    const YT = await youTubeApi();
    container.replaceChildren();
    const target = document.createElement('div');
    container.append(target);
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(
        () => reject(new PlayerError('player_not_ready', 'timeout')),
        READY_TIMEOUT_MS,
      );
      player = new YT.Player(target, {
        host: 'https://www.youtube-nocookie.com',
        videoId,
        playerVars: { autoplay: 1, rel: 0, playsinline: 1, origin: window.location.origin },
        events: {
          onReady: () => {
            clearTimeout(timeout);
            player?.getIframe().setAttribute('title', title);
            resolve();
          },
          onStateChange: ({ data }) => {
            const state = STATES[data] ?? 'unstarted';
            sample();
            stopPolling();
            if (state === 'playing') poll = setInterval(sample, 1000);
            events.emitState(state);
          },
        },
      });
    });
  };
  return {
    load: (container) => initWithRetry(create(container)),
    onTimeUpdate: events.onTimeUpdate,
    onStateChange: events.onStateChange,
    destroy() {
      stopPolling();
      events.clear();
      player?.destroy();
      player = undefined;
    },
  };
}
