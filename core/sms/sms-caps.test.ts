import { describe, expect, it } from 'vitest';
import { DEFAULT_SMS_CAPS, decideSmsSend, type SmsCaps, type SmsSendRecord } from './sms-caps';

const CAPS: SmsCaps = {
  phoneCooldownMs: 600_000,
  perPhonePerDay: 3,
  perIpPerDay: 10,
  globalPerDay: 300,
};
const NOON = new Date('2026-09-12T08:00:00Z'); // 12:00 in Tbilisi
const minutes = (n: number) => new Date(NOON.getTime() + n * 60_000);
const PHONE = '+995555123456';

describe('decideSmsSend', () => {
  it('allows a first message', () => {
    expect(decideSmsSend([], { phone: PHONE, ip: '1.2.3.4', at: NOON }, CAPS)).toEqual({
      kind: 'allow',
    });
  });

  it('refuses a second message to a phone within ten minutes, until the cool-down ends', () => {
    const history = [{ phone: PHONE, at: minutes(-4) }];
    expect(decideSmsSend(history, { phone: PHONE, at: NOON }, CAPS)).toEqual({
      kind: 'refuse',
      code: 'sms.phone_cooldown',
      retryAt: minutes(6),
    });
    expect(decideSmsSend(history, { phone: PHONE, at: minutes(6) }, CAPS).kind).toBe('allow');
    expect(decideSmsSend(history, { phone: '+995577000000', at: NOON }, CAPS).kind).toBe('allow');
  });

  it('counts a send stamped after the request (a race another instance won, or its clock)', () => {
    const history = [{ phone: PHONE, at: new Date(NOON.getTime() + 3) }];
    expect(decideSmsSend(history, { phone: PHONE, at: NOON }, CAPS)).toEqual({
      kind: 'refuse',
      code: 'sms.phone_cooldown',
      retryAt: new Date(NOON.getTime() + 3 + CAPS.phoneCooldownMs),
    });
    const tomorrow = [{ phone: '+995577000000', at: minutes(24 * 60) }];
    expect(
      decideSmsSend(tomorrow, { phone: PHONE, at: NOON }, { ...CAPS, globalPerDay: 1 }).kind,
    ).toBe('allow');
  });

  it('refuses a fourth message to a phone within 24 hours', () => {
    const history = [minutes(-600), minutes(-300), minutes(-60)].map((at) => ({
      phone: PHONE,
      at,
    }));
    expect(decideSmsSend(history, { phone: PHONE, at: NOON }, CAPS)).toEqual({
      kind: 'refuse',
      code: 'sms.phone_daily_cap',
      retryAt: minutes(-600 + 24 * 60),
    });
  });

  it('refuses an eleventh request from one IP within 24 hours, other IPs unaffected', () => {
    const history = Array.from({ length: 10 }, (_, index) => ({
      phone: `+9955550000${String(index).padStart(2, '0')}`,
      ip: '203.0.113.9',
      at: minutes(-100 + index),
    }));
    const decision = decideSmsSend(history, { phone: PHONE, ip: '203.0.113.9', at: NOON }, CAPS);
    expect(decision).toMatchObject({ kind: 'refuse', code: 'sms.ip_daily_cap' });
    expect(decideSmsSend(history, { phone: PHONE, ip: '198.51.100.1', at: NOON }, CAPS).kind).toBe(
      'allow',
    );
    expect(decideSmsSend(history, { phone: PHONE, at: NOON }, CAPS).kind).toBe('allow');
  });

  it('opens the circuit when the daily budget is spent, until the next Tbilisi midnight', () => {
    const caps = { ...CAPS, globalPerDay: 2 };
    const history: SmsSendRecord[] = [
      { phone: '+995555000001', at: minutes(-30) },
      { phone: '+995555000002', at: minutes(-20) },
    ];
    expect(decideSmsSend(history, { phone: PHONE, at: NOON }, caps)).toEqual({
      kind: 'refuse',
      code: 'sms.daily_budget_exhausted',
      retryAt: new Date('2026-09-12T20:00:00Z'),
    });
    const afterMidnight = new Date('2026-09-12T20:00:00Z');
    expect(decideSmsSend(history, { phone: PHONE, at: afterMidnight }, caps).kind).toBe('allow');
  });

  it('ignores records from before the windows', () => {
    const history = Array.from({ length: 400 }, () => ({
      phone: PHONE,
      ip: '1.1.1.1',
      at: minutes(-2000),
    }));
    expect(
      decideSmsSend(history, { phone: PHONE, ip: '1.1.1.1', at: NOON }, DEFAULT_SMS_CAPS).kind,
    ).toBe('allow');
  });
});
