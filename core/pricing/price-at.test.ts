import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/format-money';
import { tetriConstant } from '../money/money';
import { quoteAt } from './price-at';

const cohort = {
  earlyBirdDeadline: new Date('2025-10-31T23:59:59+04:00'),
  prices: { current: tetriConstant(270_000), earlyBird: tetriConstant(250_000) },
};
const before = new Date('2025-10-31T23:59:58+04:00');
const atDeadline = new Date('2025-10-31T23:59:59+04:00');

describe('quoteAt', () => {
  it('is the early-bird 2500 ₾ before the deadline, 7 % off the regular 2700 ₾ that follows', () => {
    const quote = quoteAt(before, cohort);
    expect(quote).toEqual({
      price: 250_000,
      reference: { price: 270_000, basis: 'regular', discountPercent: 7 },
      earlyBird: true,
      validUntil: cohort.earlyBirdDeadline,
    });
    expect(formatMoney(quote.price, 'ka')).toBe('2500\u00a0₾');
  });

  it('is the regular 2700 ₾ alone from the deadline itself on: no price was charged above it', () => {
    expect(quoteAt(atDeadline, cohort)).toEqual({ price: 270_000, earlyBird: false });
    expect(quoteAt(new Date('2026-01-01T00:00:00Z'), cohort)).toEqual({
      price: 270_000,
      earlyBird: false,
    });
  });

  it('switches exactly at the deadline, to the millisecond', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (offset) => {
        const quote = quoteAt(new Date(cohort.earlyBirdDeadline.getTime() + offset), cohort);
        expect(quote.earlyBird).toBe(offset < 0);
        expect(quote.price).toBe(offset < 0 ? 250_000 : 270_000);
        expect(quote.reference?.price).toBe(offset < 0 ? 270_000 : undefined);
      }),
    );
  });

  it('quotes from the cohort’s own prices, the struck-through price a dated one really charged', () => {
    const other = {
      ...cohort,
      prices: {
        earlyBird: tetriConstant(200_000),
        current: tetriConstant(300_000),
        previous: [
          {
            amount: tetriConstant(400_000),
            chargedFrom: new Date('2025-09-01T00:00:00+04:00'),
            chargedUntil: new Date('2025-10-20T00:00:00+04:00'),
          },
        ],
      },
    };
    expect(quoteAt(before, other)).toMatchObject({
      price: 200_000,
      reference: { price: 400_000, basis: 'previous', discountPercent: 50 },
    });
    // After the deadline the early-bird 2000 ₾ was charged within 30 days: nothing is struck through.
    expect(quoteAt(atDeadline, other)).toEqual({ price: 300_000, earlyBird: false });
  });

  it('strikes nothing through when registration closes at the deadline: the regular price is never charged', () => {
    const closing = { ...cohort, registrationCloseDate: cohort.earlyBirdDeadline };
    expect(quoteAt(before, closing)).toEqual({
      price: 250_000,
      earlyBird: true,
      validUntil: cohort.earlyBirdDeadline,
    });
  });
});
