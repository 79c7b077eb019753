import { describe, expect, it } from 'vitest';
import {
  holdCountingFromFor,
  holdStartOf,
  PAYMENT_LIFETIME_SECONDS,
  seatHeldSince,
  seatHoldRanOut,
} from './seat-hold';

describe('seat hold', () => {
  it('holds a seat for the 30-minute checkout session; the provider’s lifetime ends inside it', () => {
    expect(PAYMENT_LIFETIME_SECONDS).toBe(29 * 60);
    expect(seatHeldSince(new Date('2026-11-24T10:30:00Z')).toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
  });

  it('says a hold has run out 30 minutes after the order was opened, not before', () => {
    const openedAt = new Date('2026-11-24T10:00:00Z');
    expect(seatHoldRanOut(openedAt, new Date('2026-11-24T10:29:59.999Z'))).toBe(false);
    expect(seatHoldRanOut(openedAt, new Date('2026-11-24T10:30:00Z'))).toBe(true);
  });
});

describe('an extended seat hold', () => {
  it('lasts until the instant asked for and counts from the later of creation and its anchor', () => {
    const createdAt = new Date('2026-11-24T10:00:00Z');
    const until = new Date('2026-11-26T10:00:00Z');
    const anchor = holdCountingFromFor(until);
    expect(anchor.toISOString()).toBe('2026-11-26T09:30:00.000Z');
    const order = { createdAt, holdCountsFrom: anchor };
    expect(seatHoldRanOut(holdStartOf(order), new Date('2026-11-26T09:59:59Z'))).toBe(false);
    expect(seatHoldRanOut(holdStartOf(order), until)).toBe(true);
    expect(holdStartOf({ createdAt, holdCountsFrom: null })).toBe(createdAt);
  });
});
