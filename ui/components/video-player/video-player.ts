/** The states a player reports (docs/webinar.md "Video progress", "Video player"), named the same for every provider. */
export type PlayerState = 'unstarted' | 'playing' | 'paused' | 'buffering' | 'ended';

/** Stable codes of player failures (docs/validation.md "Error codes": "Player initialization failed", "Player not ready"). */
export type PlayerErrorCode = 'player_initialization_failed' | 'player_not_ready';

/** A failure of a player, with the spec's English sentence as its message for the console. */
export class PlayerError extends Error {
  /** The code the page maps to a translated message. */
  readonly code: PlayerErrorCode;
  constructor(code: PlayerErrorCode, reason: string) {
    super(
      code === 'player_not_ready' ? 'Player not ready' : `Player initialization failed: ${reason}`,
    );
    this.code = code;
  }
}

/**
 * The port every video provider implements (YouTube, Vimeo, the test stub). `load` draws the
 * player inside `container` and resolves once it is ready; the listeners return an unsubscribe.
 */
export interface VideoPlayer {
  load(container: HTMLElement): Promise<void>;
  /** The current position and the duration (0 while unknown), sampled about every second while playing. */
  onTimeUpdate(listener: (currentSeconds: number, durationSeconds: number) => void): () => void;
  onStateChange(listener: (state: PlayerState) => void): () => void;
  destroy(): void;
}

/** Listener lists shared by the implementations. */
export function createPlayerEvents() {
  const time = new Set<(current: number, duration: number) => void>();
  const state = new Set<(state: PlayerState) => void>();
  return {
    onTimeUpdate(listener: (current: number, duration: number) => void) {
      time.add(listener);
      return () => void time.delete(listener);
    },
    onStateChange(listener: (next: PlayerState) => void) {
      state.add(listener);
      return () => void state.delete(listener);
    },
    emitTime(current: number, duration: number) {
      for (const listener of time) listener(current, duration);
    },
    emitState(next: PlayerState) {
      for (const listener of state) listener(next);
    },
    clear() {
      time.clear();
      state.clear();
    },
  };
}
