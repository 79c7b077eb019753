import { describe, expect, it } from 'vitest';
import { createSmsGuard } from './sms-guard';

const caps = { phoneCooldownMs: 600_000, perPhonePerDay: 3, perIpPerDay: 2, globalPerDay: 300 };

function clockAt(iso: string) {
  let now = new Date(iso).getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('createSmsGuard', () => {
  it('checks without recording, and records what was sent', () => {
    const clock = clockAt('2026-09-12T08:00:00Z');
    const guard = createSmsGuard({ caps, clock });
    expect(guard.check({ phone: '+995555000001' }).isOk()).toBe(true);
    expect(guard.check({ phone: '+995555000001' }).isOk()).toBe(true);
    guard.record({ phone: '+995555000001' });
    expect(guard.check({ phone: '+995555000001' })._unsafeUnwrapErr()).toEqual({
      type: 'sms.phone_cooldown',
      params: { retryAt: '2026-09-12T08:10:00.000Z' },
    });
  });

  it('reserves atomically: the second reservation for a phone is refused until the cool-down ends', () => {
    const clock = clockAt('2026-09-12T08:00:00Z');
    const guard = createSmsGuard({ caps, clock });
    expect(guard.reserve({ phone: '+995555000002', ip: '203.0.113.5' }).isOk()).toBe(true);
    expect(guard.reserve({ phone: '+995555000002', ip: '203.0.113.5' }).isErr()).toBe(true);
    clock.advance(600_000);
    expect(guard.reserve({ phone: '+995555000002', ip: '203.0.113.5' }).isOk()).toBe(true);
    expect(
      guard.reserve({ phone: '+995555000003', ip: '203.0.113.5' })._unsafeUnwrapErr().type,
    ).toBe('sms.ip_daily_cap');
  });

  it('forgets sends once every window has passed', () => {
    const clock = clockAt('2026-09-12T08:00:00Z');
    const guard = createSmsGuard({ caps: { ...caps, globalPerDay: 1 }, clock });
    guard.reserve({ phone: '+995555000004' });
    expect(guard.check({ phone: '+995555000005' })._unsafeUnwrapErr().type).toBe(
      'sms.daily_budget_exhausted',
    );
    clock.advance(26 * 60 * 60 * 1_000);
    expect(guard.reserve({ phone: '+995555000004' }).isOk()).toBe(true);
  });
});
