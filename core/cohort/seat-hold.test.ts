import { describe, expect, it } from 'vitest';
import { PAYMENT_LIFETIME_SECONDS, seatHeldSince, seatHoldRanOut } from './seat-hold';

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
