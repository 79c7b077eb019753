import '../video/video-box.css';
import { usePlayerStart } from './use-player-start';
import type { VideoPlayer } from './video-player';
import './video-player-facade.css';

/** Props of the click-to-load player; every text comes translated from the page. */
export interface VideoPlayerFacadeProps {
  /**
   * Builds the player on the first click, so neither the provider's script nor our player code
   * loads before it (the player modules are fetched on demand).
   */
  readonly createPlayer: (() => Promise<VideoPlayer>) | undefined;
  /** Called with the new player before it loads, to attach listeners. */
  readonly onPlayer: (player: VideoPlayer) => void;
  readonly playLabel: string;
  readonly posterTitle: string;
  readonly unavailableText: string;
  readonly errorText: string;
}

/** Self-made poster art: a few shapes, no image request. */
const POSTER_ART = (
  <svg className="video-player__art" viewBox="0 0 160 90" aria-hidden="true" focusable="false">
    <circle cx="128" cy="18" r="30" />
    <circle cx="24" cy="80" r="22" />
    <path d="M0 64 L50 40 L92 58 L160 30 L160 90 L0 90 Z" />
  </svg>
);

/**
 * A reserved 16:9 box with a local poster and a play button; a scripted provider player, one the
 * page listens to through `onPlayer`, replaces it only after a click (docs/performance.md
 * "Budgets": facades, no external thumbnail, no layout shift).
 */
export function VideoPlayerFacade(props: VideoPlayerFacadeProps) {
  const { container, phase, start } = usePlayerStart(props.createPlayer, props.onPlayer);
  return (
    <div className="video-facade" data-phase={phase}>
      <div ref={container} className="video-player__mount" />
      {phase === 'ready' ? null : (
        <div className="video-player__poster">
          {POSTER_ART}
          <p className="video-player__title">{props.posterTitle}</p>
          {props.createPlayer ? (
            <button
              type="button"
              className="video-player__play"
              onClick={() => void start()}
              disabled={phase === 'loading'}
              aria-busy={phase === 'loading'}
            >
              <span className="video-player__play-icon" aria-hidden="true" />
              {props.playLabel}
            </button>
          ) : (
            <p className="video-player__note">{props.unavailableText}</p>
          )}
          {phase === 'error' ? (
            <p className="video-player__note" role="alert">
              {props.errorText}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
