import { useEffect, useRef, useState } from 'react';
import type { VideoPlayer } from './video-player';
import './video-facade.css';

/** Props of the click-to-load facade; every text comes translated from the page. */
export interface VideoFacadeProps {
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

type Phase = 'poster' | 'loading' | 'ready' | 'error';

/**
 * A reserved 16:9 box with a local poster and a play button; the provider's player replaces it only
 * after a click (docs/performance.md "Budgets": facades, no external thumbnail, no layout shift).
 */
export function VideoFacade(props: VideoFacadeProps) {
  const { createPlayer, onPlayer } = props;
  const container = useRef<HTMLDivElement>(null);
  const player = useRef<VideoPlayer | null>(null);
  const starting = useRef(false);
  const unmounted = useRef(false);
  const [phase, setPhase] = useState<Phase>('poster');

  useEffect(
    () => () => {
      unmounted.current = true;
      player.current?.destroy();
    },
    [],
  );

  const start = async () => {
    const box = container.current;
    if (!createPlayer || !box || starting.current) return;
    starting.current = true;
    setPhase('loading');
    let created: VideoPlayer | undefined;
    try {
      created = await createPlayer();
      if (unmounted.current) {
        created.destroy();
        return;
      }
      player.current = created;
      onPlayer(created);
      await created.load(box);
      setPhase('ready');
    } catch {
      created?.destroy();
      player.current = null;
      starting.current = false;
      if (!unmounted.current) setPhase('error');
    }
  };

  return (
    <div className="video-facade" data-phase={phase}>
      <div ref={container} className="video-facade__player" />
      {phase === 'ready' ? null : (
        <div className="video-facade__poster">
          <svg
            className="video-facade__art"
            viewBox="0 0 160 90"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="128" cy="18" r="30" />
            <circle cx="24" cy="80" r="22" />
            <path d="M0 64 L50 40 L92 58 L160 30 L160 90 L0 90 Z" />
          </svg>
          <p className="video-facade__title">{props.posterTitle}</p>
          {createPlayer ? (
            <button
              type="button"
              className="video-facade__play"
              onClick={() => void start()}
              disabled={phase === 'loading'}
              aria-busy={phase === 'loading'}
            >
              <span className="video-facade__play-icon" aria-hidden="true" />
              {props.playLabel}
            </button>
          ) : (
            <p className="video-facade__note">{props.unavailableText}</p>
          )}
          {phase === 'error' ? (
            <p className="video-facade__note" role="alert">
              {props.errorText}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
