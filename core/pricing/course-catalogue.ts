import { type Money, tetriConstant } from '../money/money';

/**
 * The course on sale (spec §3 Course product, §9 prices). Prices are held once, in tetri; the 16 % shown beside them
 * is derived (`discountPercent`), never stored: 3200 ₾ × 0.84 is 2688 ₾, not 2700 ₾, so the 16 % is a rounded
 * display figure. The product name is copy and lives in the locales, not here.
 */
export const COURSE = {
  id: 'career-acceleration-course',
  category: 'Education',
  currency: 'GEL',
  /** The regular price once the early-bird deadline has passed (spec §9 "production 2700 GEL current"). */
  currentPrice: tetriConstant(270_000),
  /** The struck-through reference price (spec §9 "original 3200 GEL"). */
  originalPrice: tetriConstant(320_000),
  /**
   * The early-bird price (spec §9 "a fixed early-bird price of 250000 tetri"). This is the 2500 ₾ the checkout title
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

/** The price used when payments run against the provider's test environment (spec §9 "test setting 0.10 GEL"). */
export const TEST_MODE_PRICE: Money = tetriConstant(10);
