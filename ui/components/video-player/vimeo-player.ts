import { loadScript } from './load-script';
import { initWithRetry } from './player-init-retry';
import { createPlayerEvents, type VideoPlayer } from './video-player';

/** The parts of `@vimeo/player` we use (docs/integrations.md "YouTube and Vimeo players"). */
interface VimeoTime {
  readonly seconds: number;
  readonly duration: number;
}
interface VimeoPlayer {
  ready(): Promise<void>;
  on(event: 'timeupdate', listener: (time: VimeoTime) => void): void;
  on(event: 'play' | 'pause' | 'ended' | 'bufferstart', listener: () => void): void;
  destroy(): Promise<void>;
}
declare global {
  interface Window {
    Vimeo?: {
      Player: new (
        element: HTMLElement,
        options: Record<string, string | number | boolean>,
      ) => VimeoPlayer;
    };
  }
}

const API_SRC = 'https://player.vimeo.com/api/player.js';

/**
 * A Vimeo player (do-not-track on). Its `timeupdate` (~4 per second) already carries the
 * position; `progress` is buffering and is not used (docs/integrations.md "YouTube and Vimeo players").
 */
export function createVimeoPlayer(videoId: string, title: string): VideoPlayer {
  const events = createPlayerEvents();
  let player: VimeoPlayer | undefined;
  const create = (container: HTMLElement) => async () => {
    await loadScript(API_SRC);
    const Player = window.Vimeo?.Player;
    if (!Player) throw new Error('Vimeo.Player missing');
    container.replaceChildren();
    const target = document.createElement('div');
    container.append(target);
    player = new Player(target, {
      id: videoId,
      autoplay: true,
      dnt: true,
      responsive: true,
      title: false,
    });
    await player.ready();
    container.querySelector('iframe')?.setAttribute('title', title);
    player.on('timeupdate', ({ seconds, duration }) => events.emitTime(seconds, duration));
    player.on('play', () => events.emitState('playing'));
    player.on('pause', () => events.emitState('paused'));
    player.on('ended', () => events.emitState('ended'));
    player.on('bufferstart', () => events.emitState('buffering'));
  };
  return {
    load: (container) => initWithRetry(create(container)),
    onTimeUpdate: events.onTimeUpdate,
    onStateChange: events.onStateChange,
    destroy() {
      events.clear();
      void player?.destroy().catch(() => undefined);
      player = undefined;
    },
  };
}
