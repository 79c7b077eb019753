import { describe, expect, it } from 'vitest';
import { tetriConstant } from '../money/money';
import { catalogueQuote } from './catalogue-quote';
import { COURSE_PRICES } from './course-catalogue';
import { quoteAt } from './price-at';

const deadline = new Date('2025-10-31T23:59:59+04:00');
const prices = {
  ...COURSE_PRICES,
  regularPrice: tetriConstant(300_000),
  earlyBirdDeadline: deadline,
};

describe('catalogueQuote', () => {
  it('is quoteAt with the catalogue’s prices and deadline', () => {
    for (const now of [new Date(deadline.getTime() - 1), deadline]) {
      expect(catalogueQuote(prices, now)).toEqual(quoteAt(now, prices, prices));
    }
    expect(catalogueQuote(prices, deadline).price).toBe(300_000);
  });
});
