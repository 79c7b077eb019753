import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tickWatchTime } from '../../../core/webinar/video-progress-actions';
import { createStubPlayer } from '../../components/video-player/stub-player';
import { createPlayerEvents, type VideoPlayer } from '../../components/video-player/video-player';
import { recordPlayedSeconds } from '../../lib/webinar-progress/record-played-seconds';
import { createWebinarProgressStore } from '../../lib/webinar-progress/webinar-progress-store';
import { connectPlayerToProgress, WATCH_TIME_TICK_MS } from './connect-player-progress';

const AT = new Date('2025-10-20T10:00:00Z');

function setup(duration = 600) {
  const store = createWebinarProgressStore(null);
  const player = createStubPlayer(duration);
  const tracked: string[] = [];
  const disconnect = connectPlayerToProgress(player, {
    recordPlayed: (seconds, total) =>
      recordPlayedSeconds(store, seconds, total, AT, (name) => tracked.push(name)),
    addWatchTime: (seconds) => void store.dispatch(tickWatchTime(seconds)),
  });
  return { store, player, tracked, disconnect };
}

describe('connectPlayerToProgress (with the stub player)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('unlocks the CTA after 20 % actually played, not before', () => {
    const { store, player, tracked } = setup();
    player.play(119);
    expect(store.getSnapshot().showCTA).toBe(false);
    player.play(1);
    expect(store.getSnapshot().showCTA).toBe(true);
    expect(tracked).toEqual(['webinar_watched']);
  });

  it('does not unlock when the visitor seeks ahead and watches the end', () => {
    const { store, player } = setup();
    player.play(30);
    player.seek(540);
    player.play(60);
    expect(store.getSnapshot().videoProgress).toBeCloseTo(15);
    expect(store.getSnapshot().showCTA).toBe(false);
  });

  it('counts a rewatched part once', () => {
    const { store, player } = setup();
    player.play(60);
    player.seek(0);
    player.play(60);
    expect(store.getSnapshot().videoProgress).toBeCloseTo(10);
  });

  it('adds 5 s of watch time every 5 s while playing and stops when paused', () => {
    const store = createWebinarProgressStore(null);
    const events = createPlayerEvents();
    const player: VideoPlayer = {
      load: async () => undefined,
      onTimeUpdate: events.onTimeUpdate,
      onStateChange: events.onStateChange,
      destroy: events.clear,
    };
    connectPlayerToProgress(player, {
      recordPlayed: () => undefined,
      addWatchTime: (seconds) => void store.dispatch(tickWatchTime(seconds)),
    });
    events.emitState('playing');
    vi.advanceTimersByTime(WATCH_TIME_TICK_MS * 3);
    expect(store.getSnapshot().totalWatchTime).toBe(15);
    events.emitState('paused');
    vi.advanceTimersByTime(WATCH_TIME_TICK_MS * 3);
    expect(store.getSnapshot().totalWatchTime).toBe(15);
  });

  it('stops counting after disconnecting', () => {
    const { store, player, disconnect } = setup();
    disconnect();
    player.play(200);
    expect(store.getSnapshot().videoProgress).toBe(0);
  });
});
