import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_SESSION_TTL_MS } from '../../core/checkout/checkout-session';
import { PAYMENT_LIFETIME_SECONDS } from '../../core/checkout/seat-hold';
import { DEFAULT_RETRY_POLICY } from '../../core/outbox/retry-policy';
import { DEFAULT_INSTALMENT_DECISION_HOURS } from '../../core/site-config/instalment-defaults';
import { DEFAULT_SMS_CAPS } from '../../core/sms/sms-caps';
import { HOUR_MS, MINUTE_MS } from '../../core/time/durations';
import { OFFER_HOLD_MS } from '../../core/waitlist/waitlist-offers';

/*
 * The numbers the docs quote for lifetimes, limits and timings, read against the constants the code
 * uses: a changed constant fails here until its doc says the new number. Each entry is a doc, a
 * sentence's pattern with the number in its first group, and the value it must show.
 */
const ROOT = join(import.meta.dirname, '../..');
const doc = (file: string) => readFileSync(join(ROOT, file), 'utf8');

const QUOTED: readonly { doc: string; pattern: RegExp; value: number; what: string }[] = [
  {
    doc: 'docs/purchase.md',
    pattern: /lifetime (\d+) s \(the checkout's 30-minute hold/,
    value: PAYMENT_LIFETIME_SECONDS,
    what: "Flitt's order lifetime",
  },
  {
    doc: 'docs/purchase.md',
    pattern: /The hold stays (\d+) minutes/,
    value: CHECKOUT_SESSION_TTL_MS / MINUTE_MS,
    what: 'the seat hold',
  },
  {
    doc: 'docs/purchase.md',
    pattern: /holds the seat for (\d+) hours/,
    value: OFFER_HOLD_MS / HOUR_MS,
    what: "a waiting-list offer's hold",
  },
  {
    doc: 'docs/purchase.md',
    pattern: /`decisionHours` \(how long a seat waits for the bank, 1–240, (\d+) by default\)/,
    value: DEFAULT_INSTALMENT_DECISION_HOURS,
    what: "the bank's decision time",
  },
  {
    doc: 'docs/security.md',
    pattern: /per phone \((\d+)-minute cool-down/,
    value: DEFAULT_SMS_CAPS.phoneCooldownMs / MINUTE_MS,
    what: 'the SMS cool-down',
  },
  {
    doc: 'docs/security.md',
    pattern: /cool-down, (\d+) a day\)/,
    value: DEFAULT_SMS_CAPS.perPhonePerDay,
    what: 'SMS per phone a day',
  },
  {
    doc: 'docs/security.md',
    pattern: /per client address \((\d+) a day\)/,
    value: DEFAULT_SMS_CAPS.perIpPerDay,
    what: 'SMS per address a day',
  },
  {
    doc: 'docs/security.md',
    pattern: /global daily budget \((\d+) a/,
    value: DEFAULT_SMS_CAPS.globalPerDay,
    what: 'the SMS daily budget',
  },
  {
    doc: 'docs/messaging.md',
    pattern: /retried for \*\*(\d+) hours\*\*/,
    value: DEFAULT_RETRY_POLICY.horizonMs / HOUR_MS,
    what: 'the outbox retry horizon',
  },
  {
    doc: 'docs/messaging.md',
    pattern: /stops at (\d+) minutes/,
    value: DEFAULT_RETRY_POLICY.capMs / MINUTE_MS,
    what: 'the outbox retry ceiling',
  },
];

describe('numbers quoted in the docs', () => {
  it.each(QUOTED)('$doc states $what as the code has it', ({ doc: file, pattern, value }) => {
    const match = pattern.exec(doc(file));
    expect(match, `${file} no longer says ${pattern}`).not.toBeNull();
    expect(Number(match?.[1])).toBe(value);
  });
});
