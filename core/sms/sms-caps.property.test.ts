import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSmsSend, SMS_CAP_WINDOW_MS, type SmsCaps, type SmsSendRecord } from './sms-caps';

/** The last Tbilisi midnight (UTC+4) at or before `t`, worked out independently of the code. */
function tbilisiMidnightBefore(t: number): number {
  const local = new Date(t + 4 * 60 * 60 * 1_000);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return midnight - 4 * 60 * 60 * 1_000;
}

const START = new Date('2026-09-12T00:00:00Z').getTime();
const PHONES = ['+995555000001', '+995555000002', '+995577000003'];
const IPS = ['203.0.113.1', '203.0.113.2', undefined];

/** Requests in time order: gaps of up to three hours, from a few phones and IPs. */
const requests = fc
  .array(
    fc.record({
      gapMs: fc.integer({ min: 0, max: 3 * 60 * 60 * 1_000 }),
      phone: fc.constantFrom(...PHONES),
      ip: fc.constantFrom(...IPS),
    }),
    { maxLength: 200 },
  )
  .map((items) => {
    let time = START;
    return items.map(({ gapMs, phone, ip }) => {
      time += gapMs;
      return ip === undefined ? { phone, at: new Date(time) } : { phone, ip, at: new Date(time) };
    });
  });

const caps = fc.record({
  phoneCooldownMs: fc.integer({ min: 0, max: 60 * 60 * 1_000 }),
  perPhonePerDay: fc.integer({ min: 1, max: 5 }),
  perIpPerDay: fc.integer({ min: 1, max: 8 }),
  globalPerDay: fc.integer({ min: 1, max: 12 }),
});

/** Feeds every request through the rule, keeping the allowed ones as the history. */
function simulate(stream: readonly SmsSendRecord[], limits: SmsCaps): SmsSendRecord[] {
  const allowed: SmsSendRecord[] = [];
  for (const request of stream) {
    if (decideSmsSend(allowed, request, limits).kind === 'allow') allowed.push(request);
  }
  return allowed;
}

describe('SMS caps (property)', () => {
  it('never allows more than any cap within its window', () => {
    fc.assert(
      fc.property(requests, caps, (stream, limits) => {
        const allowed = simulate(stream, limits);
        for (const [index, record] of allowed.entries()) {
          const t = record.at.getTime();
          const inDay = allowed.filter((other) => {
            const o = other.at.getTime();
            return o <= t && o > t - SMS_CAP_WINDOW_MS;
          });
          const samePhone = inDay.filter((other) => other.phone === record.phone);
          expect(samePhone.length).toBeLessThanOrEqual(limits.perPhonePerDay);
          if (record.ip !== undefined) {
            const sameIp = inDay.filter((other) => other.ip === record.ip);
            expect(sameIp.length).toBeLessThanOrEqual(limits.perIpPerDay);
          }
          const dayStart = tbilisiMidnightBefore(t);
          const sameTbilisiDay = allowed.filter((other) => {
            const o = other.at.getTime();
            return o >= dayStart && o <= t;
          });
          expect(sameTbilisiDay.length).toBeLessThanOrEqual(limits.globalPerDay);
          const previous = allowed
            .slice(0, index)
            .filter((other) => other.phone === record.phone)
            .at(-1);
          if (previous !== undefined) {
            expect(t - previous.at.getTime()).toBeGreaterThanOrEqual(limits.phoneCooldownMs);
          }
        }
      }),
    );
  });

  it('refuses only with a retry time in the future', () => {
    fc.assert(
      fc.property(requests, caps, (stream, limits) => {
        const allowed: SmsSendRecord[] = [];
        for (const request of stream) {
          const decision = decideSmsSend(allowed, request, limits);
          if (decision.kind === 'allow') allowed.push(request);
          else expect(decision.retryAt.getTime()).toBeGreaterThan(request.at.getTime());
        }
      }),
    );
  });
});
