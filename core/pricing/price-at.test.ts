import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/format-money';
import { tetriConstant } from '../money/money';
import { quoteAt } from './price-at';

const cohort = {
  earlyBirdDeadline: new Date('2025-10-31T23:59:59+04:00'),
  prices: {
    current: tetriConstant(270_000),
    original: tetriConstant(320_000),
    earlyBird: tetriConstant(250_000),
  },
};
const before = new Date('2025-10-31T23:59:58+04:00');
const atDeadline = new Date('2025-10-31T23:59:59+04:00');

describe('quoteAt', () => {
  it('is the early-bird 2500 ₾ before the deadline, 22 % off the original', () => {
    const quote = quoteAt(before, cohort);
    expect(quote).toEqual({
      price: 250_000,
      originalPrice: 320_000,
      discountPercent: 22,
      earlyBird: true,
      validUntil: cohort.earlyBirdDeadline,
    });
    expect(formatMoney(quote.price, 'ka')).toBe('2500\u00a0₾');
  });

  it('is the regular 2700 ₾ from the deadline itself on, 16 % off', () => {
    expect(quoteAt(atDeadline, cohort)).toEqual({
      price: 270_000,
      originalPrice: 320_000,
      discountPercent: 16,
      earlyBird: false,
    });
    expect(quoteAt(new Date('2026-01-01T00:00:00Z'), cohort).price).toBe(270_000);
  });

  it('switches exactly at the deadline, to the millisecond', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (offset) => {
        const quote = quoteAt(new Date(cohort.earlyBirdDeadline.getTime() + offset), cohort);
        expect(quote.earlyBird).toBe(offset < 0);
        expect(quote.price).toBe(offset < 0 ? 250_000 : 270_000);
      }),
    );
  });

  it('quotes from the cohort’s own prices', () => {
    const other = {
      ...cohort,
      prices: {
        earlyBird: tetriConstant(200_000),
        current: tetriConstant(300_000),
        original: tetriConstant(400_000),
      },
    };
    expect(quoteAt(atDeadline, other)).toMatchObject({
      price: 300_000,
      originalPrice: 400_000,
      discountPercent: 25,
    });
    expect(quoteAt(before, other)).toMatchObject({ price: 200_000, discountPercent: 50 });
  });
});
