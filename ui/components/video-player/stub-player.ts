import { createPlayerEvents, type PlayerState, type VideoPlayer } from './video-player';

/** What the e2e test drives through `window.__webinarPlayerStub`. */
export interface StubPlayerControls {
  /** Plays `seconds` of video from the current position, one time update per second. */
  play(seconds: number): void;
  /** Jumps to a position without playing anything in between. */
  seek(seconds: number): void;
  pause(): void;
  readonly durationSeconds: number;
  currentTime(): number;
}

declare global {
  interface Window {
    __webinarPlayerStub?: StubPlayerControls;
  }
}

/**
 * A player without any video, selected by `?player=stub` (docs/decisions.md). It reports time
 * updates only when the test tells it to, so watch-progress rules can be checked in a browser
 * without YouTube or Vimeo.
 */
export function createStubPlayer(durationSeconds = 600): VideoPlayer & StubPlayerControls {
  const events = createPlayerEvents();
  let current = 0;
  const setState = (state: PlayerState) => events.emitState(state);
  const controls: StubPlayerControls = {
    durationSeconds,
    currentTime: () => current,
    play(seconds) {
      // Like the YouTube adapter: the position is reported as playback starts, then every second.
      events.emitTime(current, durationSeconds);
      setState('playing');
      const end = Math.min(durationSeconds, current + Math.max(0, seconds));
      while (current < end) {
        current = Math.min(end, current + 1);
        events.emitTime(current, durationSeconds);
      }
      setState(current >= durationSeconds ? 'ended' : 'paused');
    },
    seek(seconds) {
      // A real player reports the new position; while paused it counts as a seek, not playback.
      setState('paused');
      current = Math.min(durationSeconds, Math.max(0, seconds));
      events.emitTime(current, durationSeconds);
    },
    pause: () => setState('paused'),
  };
  return {
    ...controls,
    async load(container) {
      const screen = document.createElement('div');
      screen.className = 'video-player__stub';
      screen.dataset.testid = 'webinar-player-stub';
      container.replaceChildren(screen);
      window.__webinarPlayerStub = controls;
      setState('unstarted');
    },
    onTimeUpdate: events.onTimeUpdate,
    onStateChange: events.onStateChange,
    destroy() {
      events.clear();
      if (window.__webinarPlayerStub === controls) delete window.__webinarPlayerStub;
    },
  };
}
