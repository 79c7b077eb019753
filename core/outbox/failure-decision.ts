import type { OutboxFailure } from '../ports/outbox-store';
import type { BreakerSignal } from './circuit-breaker';
import { isPastHorizon, nextAttemptDelayMs, type RetryPolicy } from './retry-policy';

/**
 * What a failed delivery means for the message: retried later; permanent (an operator must act);
 * waiting for a destination that is not configured; waiting for our own shared state (retried, never
 * dead-lettered); or an SMS whose fate is unknown, parked rather than risk sending it twice
 * (docs/messaging.md "SMS: at most once").
 */
export type FailureKind = 'retry' | 'permanent' | 'not_configured' | 'wait' | 'outcome_unknown';

/** The code of an SMS that may or may not have gone out; parked as a dead letter for the operator. */
export const SMS_OUTCOME_UNKNOWN = 'sms.outcome_unknown';

/**
 * Failure codes that no retry can fix (docs/messaging.md "Outbox"). The webhook's error body inside
 * a 200 (`lead_sink.rejected`) is not one: Apps Script reports lock time-outs and quotas that way.
 */
const PERMANENT_CODES: ReadonlySet<string> = new Set([
  'sms.invalid_number',
  'sms.rejected',
  'lead_sink.misconfigured',
  // The ad platform refused the event itself (bad token, malformed event): a retry sends the same.
  'conversion_tracker.rejected',
  // A 5xx answer of the SMTP relay: the address or the message is refused, a repeat is refused too.
  'email.rejected',
  'outbox.malformed_payload',
  'outbox.unknown_kind',
  // A queued SMS the caps refuse at delivery is not sent later either (docs/security.md "Shared state
  // across instances"): the dead letter shows which cap stopped it.
  'sms.phone_cooldown',
  'sms.phone_daily_cap',
  'sms.ip_daily_cap',
  'sms.daily_budget_exhausted',
  // A webinar reminder that came due after its session started is never sent (docs/messaging.md "Reminders").
  'sms.session_started',
  // Nor is its e-mail twin (docs/messaging.md "E-mail messages").
  'email.session_started',
  // A waiting-list offer due after it expired: its seat went to the next person.
  'waitlist_offer.expired',
]);

/**
 * Failures of our own shared state, not of the destination: the message waits with the usual
 * backoff but never dead-letters, since no number of attempts makes it undeliverable (the SMS caps
 * in Redis, docs/security.md "Shared state across instances").
 */
const WAIT_CODES: ReadonlySet<string> = new Set(['sms.caps_unavailable']);

/** A destination without its settings (no webhook URL, no SMTP relay): its messages wait. */
const NOT_CONFIGURED_CODES: ReadonlySet<string> = new Set([
  'lead_sink.not_configured',
  'email.not_configured',
]);

/** Classifies a delivery failure code (a port error `type` or an outbox code). */
export function classifyFailure(code: string): FailureKind {
  if (NOT_CONFIGURED_CODES.has(code)) return 'not_configured';
  if (code === SMS_OUTCOME_UNKNOWN) return 'outcome_unknown';
  if (WAIT_CODES.has(code)) return 'wait';
  return PERMANENT_CODES.has(code) ? 'permanent' : 'retry';
}

/**
 * What a failure says about its destination's health (docs/messaging.md "Circuit breaker"):
 * transient failures and calls that ended without an answer count towards opening the circuit;
 * a refusal means the upstream answered, a destination that is not configured is not down, and
 * caps that cannot be read are our Redis, not the destination.
 */
export function breakerSignalOf(kind: FailureKind): BreakerSignal {
  return kind === 'retry' || kind === 'outcome_unknown' ? 'transient' : 'neutral';
}

/** Inputs of `decideFailure`. */
export interface FailureContext {
  readonly code: string;
  /** What is known beyond the code (a thrown error's class and message, already masked), stored after it. */
  readonly detail?: string;
  /** Claims so far, this one included (the store counts attempts on claim): grows the backoff. */
  readonly attempts: number;
  /** When the retries began: the message's creation, or the operator's last requeue. */
  readonly retriesSince: Date;
  readonly now: Date;
  /** Uniform in [0, 1), from the caller's random source. */
  readonly random01: number;
  readonly policy: RetryPolicy;
  /** How long a message waits while its destination is not configured. */
  readonly notConfiguredRecheckMs: number;
}

/**
 * The store update for a failed delivery (docs/messaging.md "Retries and the horizon"): dead for
 * permanent failures, an SMS of unknown outcome and transient ones past the horizon, else retried;
 * unconfigured destinations and unreadable caps wait.
 */
export function decideFailure(context: FailureContext): OutboxFailure {
  const { code, attempts, now, policy } = context;
  const kind = classifyFailure(code);
  const error = context.detail === undefined ? code : `${code}: ${context.detail}`;
  if (kind === 'not_configured') {
    return { error, nextAttemptAt: new Date(now.getTime() + context.notConfiguredRecheckMs) };
  }
  const pastHorizon = kind === 'retry' && isPastHorizon(context.retriesSince, now, policy);
  if (kind === 'permanent' || kind === 'outcome_unknown' || pastHorizon) {
    return { error, dead: true };
  }
  const delay = nextAttemptDelayMs(attempts, context.random01, policy);
  return { error, nextAttemptAt: new Date(now.getTime() + delay) };
}

/**
 * The code a stored error starts with: `outbox.delivery_threw: TypeError: boom` is an
 * `outbox.delivery_threw`. Codes never hold `: `, so a bare code is its own code.
 */
export function failureCodeOf(lastError: string): string {
  const end = lastError.indexOf(': ');
  return end === -1 ? lastError : lastError.slice(0, end);
}
