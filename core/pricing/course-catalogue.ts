import { type Money, tetriConstant } from '../money/money';

/**
 * The course on sale (docs/purchase.md "Course and price" Course product, docs/purchase.md "Course and price" prices). Prices are held once, in tetri; the 16 % shown beside them
 * is derived (`discountPercent`), never stored: 3200 ₾ × 0.84 is 2688 ₾, not 2700 ₾, so the 16 % is a rounded
 * display figure. The product name is copy and lives in the locales, not here.
 */
export const COURSE = {
  id: 'career-acceleration-course',
  category: 'Education',
  currency: 'GEL',
  /** The regular price once the early-bird deadline has passed (docs/purchase.md "Course and price"). */
  currentPrice: tetriConstant(270_000),
  /** The struck-through reference price (docs/purchase.md "Course and price"). */
  originalPrice: tetriConstant(320_000),
  /**
   * The early-bird price (docs/purchase.md "Cohorts"). This is the 2500 ₾ the checkout title
   * shows: before the cohort's early-bird deadline the price is 2500 ₾, after it 2700 ₾.
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

/** The price used when payments run against the provider's test environment (docs/purchase.md "Course and price"). */
export const TEST_MODE_PRICE: Money = tetriConstant(10);
