/**
 * When the shared API client tries again (docs/architecture.md "API client": retries on 408, 429, 500,
 * 502, 503, 504 with increasing delays; docs/architecture.md "API client": 3 retries, base delay 1 s, multiplier 2).
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/** How many times and how long apart a request is retried. */
export interface RetrySchedule {
  readonly retries: number;
  readonly baseDelayMs: number;
  readonly factor: number;
  /** Upper bound for one wait, also for a server's `Retry-After`. */
  readonly maxDelayMs: number;
}

/** docs/architecture.md "API client" defaults: 3 retries after 1 s, 2 s, 4 s. */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  retries: 3,
  baseDelayMs: 1000,
  factor: 2,
  maxDelayMs: 10_000,
};

/** Whether an HTTP status is worth another attempt (4xx other than 408/429 never is). */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/**
 * The wait before retry number `retry` (1-based): base × factor^(retry−1), or the server's
 * `Retry-After` seconds when larger, both capped.
 */
export function retryDelayMs(
  retry: number,
  schedule: RetrySchedule,
  retryAfterHeader?: string | null,
): number {
  const backoff = schedule.baseDelayMs * schedule.factor ** (retry - 1);
  const retryAfterSeconds = Number(retryAfterHeader ?? Number.NaN);
  const serverAsk = Number.isFinite(retryAfterSeconds) ? retryAfterSeconds * 1000 : 0;
  return Math.min(Math.max(backoff, serverAsk), schedule.maxDelayMs);
}
