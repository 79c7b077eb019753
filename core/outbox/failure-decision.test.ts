import { describe, expect, it } from 'vitest';
import { breakerSignalOf, classifyFailure, decideFailure, failureCodeOf } from './failure-decision';
import { DEFAULT_RETRY_POLICY } from './retry-policy';

const now = new Date('2025-10-01T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);
const base = {
  now,
  random01: 0.5,
  policy: DEFAULT_RETRY_POLICY,
  notConfiguredRecheckMs: 300_000,
  retriesSince: now,
};

describe('failure classes at the first attempt', () => {
  const outcome = {
    permanent: { dead: true },
    retry: { nextAttemptAt: new Date(now.getTime() + 500) },
    not_configured: { nextAttemptAt: new Date(now.getTime() + 300_000) },
    outcome_unknown: { dead: true },
    wait: { nextAttemptAt: new Date(now.getTime() + 500) },
  };
  it.each([
    ['sms.invalid_number', 'permanent'],
    ['sms.rejected', 'permanent'],
    ['lead_sink.misconfigured', 'permanent'],
    ['conversion_tracker.rejected', 'permanent'],
    ['outbox.malformed_payload', 'permanent'],
    ['outbox.unknown_kind', 'permanent'],
    ['sms.outcome_unknown', 'outcome_unknown'],
    ['sms.unavailable', 'retry'],
    ['lead_sink.unavailable', 'retry'],
    ['lead_sink.rejected', 'retry'],
    ['lead_sink.not_configured', 'not_configured'],
    ['email.rejected', 'permanent'],
    ['email.unavailable', 'retry'],
    ['email.not_configured', 'not_configured'],
    ['email.session_started', 'permanent'],
    ['sms.phone_cooldown', 'permanent'],
    ['sms.phone_daily_cap', 'permanent'],
    ['sms.ip_daily_cap', 'permanent'],
    ['sms.daily_budget_exhausted', 'permanent'],
    ['sms.caps_unavailable', 'wait'],
    ['something.new', 'retry'],
  ] as const)('%s is %s', (code, kind) => {
    expect(classifyFailure(code)).toBe(kind);
    expect(decideFailure({ ...base, code, attempts: 1 })).toEqual({
      error: code,
      ...outcome[kind],
    });
  });
});

describe('decideFailure', () => {
  it('retries a transient failure after a jittered backoff', () => {
    expect(decideFailure({ ...base, code: 'lead_sink.unavailable', attempts: 3 })).toEqual({
      error: 'lead_sink.unavailable',
      nextAttemptAt: new Date(now.getTime() + 2000),
    });
  });

  it('keeps retrying after hundreds of attempts while inside the 72-hour horizon', () => {
    const failure = { ...base, code: 'sms.unavailable', attempts: 500, retriesSince: hours(71.9) };
    expect(decideFailure(failure)).toEqual({
      error: 'sms.unavailable',
      nextAttemptAt: new Date(now.getTime() + 300_000),
    });
  });

  it('dead-letters a transient failure once the horizon since creation or requeue has passed', () => {
    const failure = {
      ...base,
      code: 'lead_sink.unavailable',
      attempts: 2,
      retriesSince: hours(72),
    };
    expect(decideFailure(failure)).toEqual({ error: 'lead_sink.unavailable', dead: true });
  });

  it('dead-letters an invalid number at the first attempt (docs/validation.md "Error codes")', () => {
    expect(decideFailure({ ...base, code: 'sms.invalid_number', attempts: 1 })).toEqual({
      error: 'sms.invalid_number',
      dead: true,
    });
  });

  it('retries an SMS whose caps cannot be read with backoff, and never dead-letters it', () => {
    expect(
      decideFailure({
        ...base,
        code: 'sms.caps_unavailable',
        attempts: 50,
        retriesSince: hours(500),
      }),
    ).toEqual({
      error: 'sms.caps_unavailable',
      nextAttemptAt: new Date(now.getTime() + DEFAULT_RETRY_POLICY.capMs / 2),
    });
  });

  it('keeps waiting while the sheet is not configured, however long', () => {
    const waiting = {
      ...base,
      code: 'lead_sink.not_configured',
      attempts: 50,
      retriesSince: hours(500),
    };
    expect(decideFailure(waiting)).toEqual({
      error: 'lead_sink.not_configured',
      nextAttemptAt: new Date(now.getTime() + 300_000),
    });
  });

  it('stores a thrown error after its code, classified and read back by the code alone', () => {
    const threw = {
      ...base,
      code: 'outbox.delivery_threw',
      detail: 'TypeError: boom',
      attempts: 1,
    };
    expect(decideFailure(threw)).toEqual({
      error: 'outbox.delivery_threw: TypeError: boom',
      nextAttemptAt: new Date(now.getTime() + 500),
    });
    expect(decideFailure({ ...threw, retriesSince: hours(72) })).toEqual({
      error: 'outbox.delivery_threw: TypeError: boom',
      dead: true,
    });
    expect(failureCodeOf('outbox.delivery_threw: TypeError: boom')).toBe('outbox.delivery_threw');
    expect(failureCodeOf('sms.outcome_unknown')).toBe('sms.outcome_unknown');
  });
});

describe('breakerSignalOf (docs/messaging.md "Circuit breaker")', () => {
  it('counts transient failures and unknown outcomes; refusals and waiting say nothing', () => {
    expect(breakerSignalOf('retry')).toBe('transient');
    expect(breakerSignalOf('outcome_unknown')).toBe('transient');
    expect(breakerSignalOf('permanent')).toBe('neutral');
    expect(breakerSignalOf('not_configured')).toBe('neutral');
  });
});
