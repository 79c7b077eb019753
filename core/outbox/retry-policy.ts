/**
 * When a failed outbox delivery is tried again (docs/security.md "Outbound delivery": exponential
 * backoff with full jitter, dead letter after N attempts). Pure: the random number comes in.
 */
export interface RetryPolicy {
  /** Delay ceiling of the first retry, in milliseconds. */
  readonly baseMs: number;
  /** Growth of the ceiling per attempt. */
  readonly factor: number;
  /** Largest delay ever chosen, in milliseconds. */
  readonly capMs: number;
  /** Deliveries tried before a message is dead-lettered. */
  readonly maxAttempts: number;
}

/**
 * Base 1 s and factor 2 as the spec's repository retries (docs/messaging.md "Outbox" "base delay 1 s, multiplier
 * 2"); cap 10 min and 8 attempts so a webhook that is down for about half an hour loses nothing.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseMs: 1000,
  factor: 2,
  capMs: 10 * 60 * 1000,
  maxAttempts: 8,
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

/** True once `attempts` deliveries were tried: the message goes to the dead letter. */
export function shouldDeadLetter(attempts: number, policy: RetryPolicy): boolean {
  return attempts >= policy.maxAttempts;
}
