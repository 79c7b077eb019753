import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tetriConstant } from '../money/money';
import { catalogueQuote } from './catalogue-quote';
import { COURSE } from './course-catalogue';
import { quoteAt } from './price-at';

const deadline = new Date('2025-10-31T23:59:59+04:00');
const prices = {
  earlyBirdPrice: COURSE.earlyBirdPrice,
  regularPrice: COURSE.currentPrice,
  originalPrice: COURSE.originalPrice,
  earlyBirdDeadline: deadline,
};

describe('catalogueQuote', () => {
  it('agrees with the core quote for the configured prices on either side of the deadline', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (offset) => {
        const now = new Date(deadline.getTime() + offset);
        expect(catalogueQuote(prices, now)).toEqual(quoteAt(now, { earlyBirdDeadline: deadline }));
      }),
    );
  });

  it('switches to the regular price at the deadline itself', () => {
    expect(catalogueQuote(prices, new Date(deadline.getTime() - 1)).price).toBe(250_000);
    expect(catalogueQuote(prices, deadline)).toEqual({
      price: 270_000,
      originalPrice: 320_000,
      discountPercent: 16,
      earlyBird: false,
    });
  });

  it('uses the server figures when they differ from the build-time ones', () => {
    const other = {
      ...prices,
      regularPrice: tetriConstant(300_000),
      originalPrice: tetriConstant(400_000),
    };
    expect(catalogueQuote(other, deadline)).toMatchObject({ price: 300_000, discountPercent: 25 });
  });
});
