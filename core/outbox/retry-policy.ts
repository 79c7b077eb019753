/**
 * When a failed outbox delivery is tried again (docs/messaging.md "Retries and the horizon"):
 * exponential backoff with full jitter, capped, for a time horizon rather than a number of
 * attempts. Pure: the random number and the clock's reading come in.
 */
export interface RetryPolicy {
  /** Delay ceiling of the first retry, in milliseconds. */
  readonly baseMs: number;
  /** Growth of the ceiling per attempt. */
  readonly factor: number;
  /** Largest delay ever chosen, in milliseconds. */
  readonly capMs: number;
  /**
   * How long transient failures are retried, counted from the message's creation (or from the
   * operator's requeue): an upstream that is down for hours loses nothing before this.
   */
  readonly horizonMs: number;
}

/**
 * Base 1 s and factor 2 as the original site's repository retries; cap 10 minutes, so a message
 * is tried again at most about 10 minutes after an upstream recovers; horizon 72 hours, like the
 * payment providers' own callback retries (docs/decisions.md "Outbox that outlasts outages").
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseMs: 1000,
  factor: 2,
  capMs: 10 * 60 * 1000,
  horizonMs: 72 * 60 * 60 * 1000,
};

/** The delay ceiling after `attempt` failed deliveries (1 = the first failure), capped. */
function retryCeilingMs(attempt: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(policy.capMs, policy.baseMs * policy.factor ** exponent);
}

/**
 * "Full jitter" (AWS architecture blog): a uniform delay in [0, ceiling), so many messages that
 * failed together do not retry together. `random01` is in [0, 1); out-of-range values are clamped.
 */
export function nextAttemptDelayMs(attempt: number, random01: number, policy: RetryPolicy): number {
  const unit = Number.isFinite(random01) ? Math.min(Math.max(random01, 0), 1) : 0;
  return Math.floor(retryCeilingMs(attempt, policy) * unit);
}

/** True once the horizon since `retriesSince` has passed: a transient failure then dead-letters. */
export function isPastHorizon(retriesSince: Date, now: Date, policy: RetryPolicy): boolean {
  return now.getTime() - retriesSince.getTime() >= policy.horizonMs;
}
