import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOfferLive,
  isOfferToken,
  nextOffers,
  offerExpiresAt,
  type WaitingPerson,
} from './waitlist-offers';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute));
const person = (leadId: string, minute: number, email = `${leadId}@example.ge`): WaitingPerson => ({
  leadId,
  email,
  joinedAt: at(minute),
});

describe('nextOffers', () => {
  it('offers the free seats to the people who joined first', () => {
    const waiting = [person('c', 3), person('a', 1), person('b', 2)];
    const chosen = nextOffers({ waiting, offeredLeadIds: new Set(), freeSeats: 2 });
    expect(chosen.map((p) => p.leadId)).toEqual(['a', 'b']);
  });

  it('passes an offer on: whoever was offered a seat of the cohort is skipped, whatever became of it', () => {
    const waiting = [person('a', 1), person('b', 2), person('c', 3)];
    const chosen = nextOffers({ waiting, offeredLeadIds: new Set(['a']), freeSeats: 1 });
    expect(chosen.map((p) => p.leadId)).toEqual(['b']);
  });

  it('counts one person once, at the earlier of two entries with one e-mail', () => {
    const waiting = [
      person('a1', 1, 'nino@example.ge'),
      person('a2', 5, 'nino@example.ge'),
      person('b', 2),
    ];
    expect(
      nextOffers({ waiting, offeredLeadIds: new Set(), freeSeats: 3 }).map((p) => p.leadId),
    ).toEqual(['a1', 'b']);
    const offeredOnce = nextOffers({ waiting, offeredLeadIds: new Set(['a1']), freeSeats: 3 });
    expect(offeredOnce.map((p) => p.leadId)).toEqual(['b']);
  });

  it('offers nothing without a free seat', () => {
    expect(
      nextOffers({ waiting: [person('a', 1)], offeredLeadIds: new Set(), freeSeats: 0 }),
    ).toEqual([]);
  });

  it('never offers more seats than are free, nor twice to one e-mail, nor to someone offered before', () => {
    const entry = fc.record({
      leadId: fc.uuid(),
      email: fc.constantFrom('a@x.ge', 'b@x.ge', 'c@x.ge', 'd@x.ge', 'e@x.ge'),
      joinedAt: fc.date({ min: at(0), max: at(59), noInvalidDate: true }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 12 }),
        fc.integer({ min: -2, max: 8 }),
        (waiting, free) => {
          const offered = new Set(waiting.slice(0, 2).map((p) => p.leadId));
          const chosen = nextOffers({ waiting, offeredLeadIds: offered, freeSeats: free });
          expect(chosen.length).toBeLessThanOrEqual(Math.max(0, free));
          expect(new Set(chosen.map((p) => p.email)).size).toBe(chosen.length);
          for (const p of chosen) expect(offered.has(p.leadId)).toBe(false);
        },
      ),
    );
  });
});

describe('offers in time', () => {
  it('hold their seat for 24 hours, up to but not including the expiry', () => {
    const expiresAt = offerExpiresAt(at(0));
    expect(expiresAt.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(isOfferLive({ status: 'open', expiresAt }, new Date(expiresAt.getTime() - 1))).toBe(
      true,
    );
    expect(isOfferLive({ status: 'open', expiresAt }, expiresAt)).toBe(false);
    expect(isOfferLive({ status: 'used', expiresAt }, at(1))).toBe(false);
  });
});

describe('isOfferToken', () => {
  it('takes the issued shape only', () => {
    expect(isOfferToken('abcdefghijklmnop_-QRSTU')).toBe(true);
    expect(isOfferToken('short')).toBe(false);
    expect(isOfferToken('abcdefghijklmnop;drop')).toBe(false);
  });
});
