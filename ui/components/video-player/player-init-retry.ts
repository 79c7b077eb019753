import { PlayerError } from './video-player';

/** Player start-up retry (docs/webinar.md "Video progress": 5 retries, 1000 ms initial delay, 5000 ms max, exponential). */
export const PLAYER_INIT_RETRY = { retries: 5, initialDelayMs: 1000, maxDelayMs: 5000 } as const;

/** The wait before retry number `retry` (1-based): 1 s, 2 s, 4 s, then 5 s. */
export function playerInitDelayMs(retry: number): number {
  const delay = PLAYER_INIT_RETRY.initialDelayMs * 2 ** Math.max(0, retry - 1);
  return Math.min(PLAYER_INIT_RETRY.maxDelayMs, delay);
}

/**
 * Runs `attempt` until it succeeds, retrying up to five times; the final failure becomes a
 * `PlayerError('player_initialization_failed')` carrying the last reason.
 */
export async function initWithRetry(
  attempt: () => Promise<void>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<void> {
  let lastReason = 'unknown';
  for (let retry = 0; retry <= PLAYER_INIT_RETRY.retries; retry += 1) {
    if (retry > 0) await sleep(playerInitDelayMs(retry));
    try {
      await attempt();
      return;
    } catch (error) {
      lastReason = error instanceof Error ? error.message : String(error);
    }
  }
  throw new PlayerError('player_initialization_failed', lastReason);
}
