import { describe, expect, it } from 'vitest';
import { decideFailure } from './failure-decision';
import { DEFAULT_RETRY_POLICY } from './retry-policy';

const now = new Date('2025-10-01T10:00:00Z');
const base = {
  now,
  random01: 0.5,
  policy: DEFAULT_RETRY_POLICY,
  notConfiguredRecheckMs: 300_000,
};

describe('failure classes at the first attempt', () => {
  const outcome = {
    permanent: { dead: true },
    retry: { nextAttemptAt: new Date(now.getTime() + 500) },
    not_configured: { nextAttemptAt: new Date(now.getTime() + 300_000) },
  };
  it.each([
    ['sms.invalid_number', 'permanent'],
    ['sms.rejected', 'permanent'],
    ['conversion_tracker.rejected', 'permanent'],
    ['outbox.malformed_payload', 'permanent'],
    ['outbox.unknown_kind', 'permanent'],
    ['sms.unavailable', 'retry'],
    ['lead_sink.unavailable', 'retry'],
    ['lead_sink.rejected', 'retry'],
    ['lead_sink.not_configured', 'not_configured'],
    ['sms.phone_cooldown', 'permanent'],
    ['sms.phone_daily_cap', 'permanent'],
    ['sms.ip_daily_cap', 'permanent'],
    ['sms.daily_budget_exhausted', 'permanent'],
    ['sms.caps_unavailable', 'retry'],
    ['something.new', 'retry'],
  ] as const)('%s is %s', (code, kind) => {
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

  it('dead-letters a transient failure once the attempts are used up', () => {
    expect(decideFailure({ ...base, code: 'sms.unavailable', attempts: 8 })).toEqual({
      error: 'sms.unavailable',
      dead: true,
    });
  });

  it('dead-letters an invalid number at the first attempt (docs/validation.md "Error codes")', () => {
    expect(decideFailure({ ...base, code: 'sms.invalid_number', attempts: 1 })).toEqual({
      error: 'sms.invalid_number',
      dead: true,
    });
  });

  it('retries an SMS whose caps cannot be read with backoff, and never dead-letters it', () => {
    expect(decideFailure({ ...base, code: 'sms.caps_unavailable', attempts: 50 })).toEqual({
      error: 'sms.caps_unavailable',
      nextAttemptAt: new Date(now.getTime() + DEFAULT_RETRY_POLICY.capMs / 2),
    });
  });

  it('keeps waiting while the sheet is not configured, however many claims', () => {
    expect(decideFailure({ ...base, code: 'lead_sink.not_configured', attempts: 50 })).toEqual({
      error: 'lead_sink.not_configured',
      nextAttemptAt: new Date(now.getTime() + 300_000),
    });
  });
});
