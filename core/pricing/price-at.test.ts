import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/format-money';
import { COURSE, TEST_MODE_PRICE } from './course-catalogue';
import { priceAt, quoteAt } from './price-at';

const cohort = { earlyBirdDeadline: new Date('2025-10-31T23:59:59+04:00') };
const before = new Date('2025-10-31T23:59:58+04:00');
const atDeadline = new Date('2025-10-31T23:59:59+04:00');

describe('priceAt', () => {
  it('is the early-bird 2500 ₾ before the deadline', () => {
    expect(priceAt(before, cohort)).toBe(250_000);
    expect(formatMoney(priceAt(before, cohort), 'ka')).toBe('2500\u00a0₾');
  });

  it('is the current 2700 ₾ from the deadline on', () => {
    expect(priceAt(atDeadline, cohort)).toBe(270_000);
    expect(priceAt(new Date('2026-01-01T00:00:00Z'), cohort)).toBe(COURSE.currentPrice);
  });
});

describe('quoteAt', () => {
  it('derives the shown discount from the two prices', () => {
    expect(quoteAt(atDeadline, cohort)).toEqual({
      price: 270_000,
      originalPrice: 320_000,
      discountPercent: 16,
      earlyBird: false,
    });
    expect(quoteAt(before, cohort)).toEqual({
      price: 250_000,
      originalPrice: 320_000,
      discountPercent: 22,
      earlyBird: true,
      validUntil: cohort.earlyBirdDeadline,
    });
  });
});

describe('catalogue', () => {
  it('holds the docs/purchase.md "Course and price" prices in tetri', () => {
    expect(COURSE).toMatchObject({ id: 'career-acceleration-course', currency: 'GEL' });
    expect(COURSE.originalPrice * 0.84).toBe(268_800);
    expect(TEST_MODE_PRICE).toBe(10);
  });
});
