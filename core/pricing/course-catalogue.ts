import { type Money, tetriConstant } from '../money/money';

/**
 * The course on sale (docs/purchase.md). Prices are held once, in tetri; the 16 % shown beside them
 * is derived (`discountPercent`), never stored: 3200 ₾ × 0.84 is 2688 ₾, not 2700 ₾, so the 16 % is a
 * rounded display figure. The product name is copy and lives in the locales, not here.
 */
export const COURSE = {
  id: 'career-acceleration-course',
  category: 'Education',
  currency: 'GEL',
  /** The regular price once the early-bird deadline has passed (2700 ₾). */
  currentPrice: tetriConstant(270_000),
  /** The struck-through reference price (3200 ₾). */
  originalPrice: tetriConstant(320_000),
  /**
   * The early-bird price (2500 ₾), the figure the checkout title shows: before the cohort's
   * early-bird deadline the price is 2500 ₾, after it 2700 ₾.
   */
  earlyBirdPrice: tetriConstant(250_000),
} as const satisfies {
  id: string;
  category: string;
  currency: 'GEL';
  currentPrice: Money;
  originalPrice: Money;
  earlyBirdPrice: Money;
};

/** The three prices a quote chooses from, in tetri. */
export interface CoursePrices {
  readonly earlyBirdPrice: Money;
  /** What is charged from the early-bird deadline on. */
  readonly regularPrice: Money;
  /** The struck-through reference price the discount is computed against. */
  readonly originalPrice: Money;
}

/** The course's own prices: what the server charges and announces in `GET /api/catalogue`. */
export const COURSE_PRICES: CoursePrices = {
  earlyBirdPrice: COURSE.earlyBirdPrice,
  regularPrice: COURSE.currentPrice,
  originalPrice: COURSE.originalPrice,
};
