import { type RefObject, useEffect, useRef, useState } from 'react';
import type { VideoPlayer } from './video-player';

/** Where the facade is: its poster, the player loading, the player shown, or a failed start. */
type PlayerPhase = 'poster' | 'loading' | 'ready' | 'error';

/** The container the player draws into, the phase, and `start` for the play button. */
interface PlayerStart {
  readonly container: RefObject<HTMLDivElement | null>;
  readonly phase: PlayerPhase;
  readonly start: () => Promise<void>;
}

/**
 * Builds the player on the first `start`, hands it to `onPlayer` before it loads, and destroys it
 * on unmount. A failed start can be retried; a player that arrives after unmount is destroyed.
 */
export function usePlayerStart(
  createPlayer: (() => Promise<VideoPlayer>) | undefined,
  onPlayer: (player: VideoPlayer) => void,
): PlayerStart {
  const container = useRef<HTMLDivElement>(null);
  const player = useRef<VideoPlayer | null>(null);
  const starting = useRef(false);
  const unmounted = useRef(false);
  const [phase, setPhase] = useState<PlayerPhase>('poster');

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
  return { container, phase, start };
}
