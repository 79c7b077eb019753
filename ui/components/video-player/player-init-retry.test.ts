import { describe, expect, it } from 'vitest';
import { initWithRetry, playerInitDelayMs } from './player-init-retry';
import { PlayerError } from './video-player';

describe('player init retry', () => {
  it('waits 1, 2, 4, then at most 5 seconds between attempts', () => {
    expect([1, 2, 3, 4, 5].map(playerInitDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('succeeds on a later attempt after the expected waits', async () => {
    const waits: number[] = [];
    let attempts = 0;
    await initWithRetry(
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('not yet');
      },
      async (ms) => void waits.push(ms),
    );
    expect(attempts).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after 5 retries with the initialisation error and its reason', async () => {
    let attempts = 0;
    const failure = initWithRetry(
      async () => {
        attempts += 1;
        throw new Error('script blocked');
      },
      async () => undefined,
    );
    await expect(failure).rejects.toBeInstanceOf(PlayerError);
    await expect(failure).rejects.toMatchObject({
      code: 'player_initialization_failed',
      message: 'Player initialization failed: script blocked',
    });
    expect(attempts).toBe(6);
  });
});
