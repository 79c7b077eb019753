import { describe, expect, it } from 'vitest';
import { PAYMENT_LIFETIME_SECONDS, seatHeldSince } from './seat-hold';

describe('seat hold', () => {
  it('holds a seat for the 30-minute checkout session; the provider’s lifetime ends inside it', () => {
    expect(PAYMENT_LIFETIME_SECONDS).toBe(29 * 60);
    expect(seatHeldSince(new Date('2026-11-24T10:30:00Z')).toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
  });
});
