import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SmsCapReservation, SmsCapStore } from '../../core/ports/sms-cap-store';
import type { SmsCapDecision, SmsCaps } from '../../core/sms/sms-caps';

/**
 * Two handles on one store's state, as two server instances see it (for the memory twin, the same
 * object twice: it is shared only inside one process), and how to dispose of them.
 */
export interface SmsCapStoreUnderTest {
  readonly stores: readonly [SmsCapStore, SmsCapStore];
  readonly cleanup: () => Promise<void>;
}

const CAPS: SmsCaps = {
  phoneCooldownMs: 10 * 60_000,
  perPhonePerDay: 2,
  perIpPerDay: 3,
  globalPerDay: 5,
};
/** 12:00 in Tbilisi (UTC+4). */
const NOON = new Date('2026-09-12T08:00:00Z');
const minutes = (n: number) => new Date(NOON.getTime() + n * 60_000);

let serial = 0;
/** A reservation with a fresh key unless one is given. */
function aReservation(overrides: Partial<SmsCapReservation> = {}): SmsCapReservation {
  serial += 1;
  return { phone: '+995555000001', key: `lead-${serial}:sms`, at: NOON, ...overrides };
}

async function reserve(store: SmsCapStore, reservation: SmsCapReservation, caps = CAPS) {
  return (await store.reserve(reservation, caps))._unsafeUnwrap();
}

const allow: SmsCapDecision = { kind: 'allow' };
const refused = (code: string, retryAt: Date) => ({ kind: 'refuse', code, retryAt });

/**
 * What every `SmsCapStore` shares (docs/security.md "SMS", "Shared state across instances"): the
 * caps of core/sms/sms-caps.ts, one count per message key, and atomic reservations, so that of
 * racing reservations for one phone (from one instance or two) exactly one is allowed.
 */
export function describeSmsCapStore(name: string, make: () => Promise<SmsCapStoreUnderTest>): void {
  describe(`SmsCapStore contract: ${name}`, () => {
    let subject: SmsCapStoreUnderTest;
    let a: SmsCapStore;
    let b: SmsCapStore;
    beforeEach(async () => {
      subject = await make();
      [a, b] = subject.stores;
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('refuses a second SMS to one phone inside the cool-down, on either handle', async () => {
      expect(await reserve(a, aReservation())).toEqual(allow);
      expect(await reserve(b, aReservation({ at: minutes(4) }))).toEqual(
        refused('sms.phone_cooldown', minutes(10)),
      );
      expect(await reserve(b, aReservation({ phone: '+995577000002', at: minutes(4) }))).toEqual(
        allow,
      );
      expect(await reserve(a, aReservation({ at: minutes(10) }))).toEqual(allow);
    });

    it('counts a send stamped a moment later (another instance won the race) against an earlier request', async () => {
      expect(await reserve(b, aReservation({ at: new Date(NOON.getTime() + 3) }))).toEqual(allow);
      expect(await reserve(a, aReservation())).toEqual(
        refused('sms.phone_cooldown', new Date(NOON.getTime() + 3 + CAPS.phoneCooldownMs)),
      );
    });

    it('counts a message once however often its key is reserved', async () => {
      const first = aReservation();
      expect(await reserve(a, first)).toEqual(allow);
      // The delivery gate reserves the same key again: allowed, inside the cool-down, not counted.
      expect(await reserve(b, { ...first, at: minutes(1) })).toEqual(allow);
      expect(await reserve(a, aReservation({ at: minutes(10) }))).toEqual(allow);
      expect(await reserve(b, aReservation({ at: minutes(20) }))).toEqual(
        refused('sms.phone_daily_cap', new Date(NOON.getTime() + 24 * 60 * 60_000)),
      );
    });

    it('caps one client address across phones, but not sends without an address', async () => {
      for (const [index, phone] of ['+995555000011', '+995555000012', '+995555000013'].entries()) {
        const store = index % 2 === 0 ? a : b;
        expect(await reserve(store, aReservation({ phone, ip: '203.0.113.7' }))).toEqual(allow);
      }
      expect(await reserve(a, aReservation({ phone: '+995555000014', ip: '203.0.113.7' }))).toEqual(
        refused('sms.ip_daily_cap', new Date(NOON.getTime() + 24 * 60 * 60_000)),
      );
      expect(await reserve(b, aReservation({ phone: '+995555000014' }))).toEqual(allow);
    });

    it('spends the daily budget across phones until the next Tbilisi midnight', async () => {
      for (let index = 0; index < CAPS.globalPerDay; index += 1) {
        const phone = `+99555510000${index}`;
        expect(await reserve(index % 2 === 0 ? a : b, aReservation({ phone }))).toEqual(allow);
      }
      const nextMidnight = new Date('2026-09-12T20:00:00Z');
      expect(await reserve(a, aReservation({ phone: '+995555200000' }))).toEqual(
        refused('sms.daily_budget_exhausted', nextMidnight),
      );
      expect(await reserve(b, aReservation({ phone: '+995555200000', at: nextMidnight }))).toEqual(
        allow,
      );
    });

    it('forgets sends once every window has passed', async () => {
      const caps = { ...CAPS, perPhonePerDay: 1 };
      expect(await reserve(a, aReservation(), caps)).toEqual(allow);
      const later = new Date(NOON.getTime() + 24 * 60 * 60_000 + 1);
      expect(await reserve(b, aReservation({ at: later }), caps)).toEqual(allow);
    });

    it('admits exactly one of racing reservations for one phone, across both handles', async () => {
      const racers = Array.from({ length: 12 }, (_, index) =>
        // Stamped a few ms apart, later racers earlier, as on machines whose clocks differ slightly.
        (index % 2 === 0 ? a : b).reserve(
          aReservation({ phone: '+995599000777', at: new Date(NOON.getTime() + 12 - index) }),
          CAPS,
        ),
      );
      const decisions = (await Promise.all(racers)).map((result) => result._unsafeUnwrap().kind);
      expect(decisions.filter((kind) => kind === 'allow')).toHaveLength(1);
      expect(decisions.filter((kind) => kind === 'refuse')).toHaveLength(11);
    });
  });
}
