import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createMemorySmsCapStore } from '../../adapters/sms-caps/memory-sms-cap-store';
import { domainError } from '../../core/errors/domain-error';
import type { SmsCapStore } from '../../core/ports/sms-cap-store';
import { createSmsGuard, queuesSms } from './sms-guard';

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

const unavailableStore: SmsCapStore = {
  reserve: () => errAsync(domainError('sms.caps_unavailable')),
};

describe('createSmsGuard', () => {
  it('reserves at the clock’s time and refuses with the cap’s code and retryAt', async () => {
    const clock = clockAt('2026-09-12T08:00:00Z');
    const guard = createSmsGuard({ caps, clock, store: createMemorySmsCapStore() });
    const first = await guard.reserve({ phone: '+995555000002', ip: '203.0.113.5', key: 'a' });
    expect(first.isOk()).toBe(true);
    const second = await guard.reserve({ phone: '+995555000002', ip: '203.0.113.5', key: 'b' });
    expect(second._unsafeUnwrapErr()).toEqual({
      type: 'sms.phone_cooldown',
      params: { retryAt: '2026-09-12T08:10:00.000Z' },
    });
    expect(queuesSms(second)).toBe(false);
    clock.advance(600_000);
    expect((await guard.reserve({ phone: '+995555000002', key: 'c' })).isOk()).toBe(true);
  });

  it('passes the store’s unavailability on; such an SMS is still queued', async () => {
    const clock = clockAt('2026-09-12T08:00:00Z');
    const guard = createSmsGuard({ caps, clock, store: unavailableStore });
    const outcome = await guard.reserve({ phone: '+995555000002', key: 'a' });
    expect(outcome._unsafeUnwrapErr()).toEqual({ type: 'sms.caps_unavailable' });
    expect(queuesSms(outcome)).toBe(true);
  });
});
