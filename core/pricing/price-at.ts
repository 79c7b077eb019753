import { isEarlyBird } from '../cohort/cohort-state';
import { discountPercent } from '../money/discount';
import type { Money } from '../money/money';
import { COURSE_PRICES, type CoursePrices } from './course-catalogue';

/** The only part of a cohort pricing needs; `core/cohort/` owns the full shape. */
export interface PricedCohort {
  readonly earlyBirdDeadline: Date;
}

/** What a visitor pays at a moment and what to show beside it. */
export interface PriceQuote {
  readonly price: Money;
  readonly originalPrice: Money;
  /** Whole percent off the original price, derived from the two prices (e.g. 22 for 2500 of 3200). */
  readonly discountPercent: number;
  readonly earlyBird: boolean;
  /** Until when the early-bird price holds; absent once it has passed. */
  readonly validUntil?: Date;
}

/**
 * The price at `now` and what to show beside it: the early-bird price while its deadline has not
 * passed (`isEarlyBird`), the regular price from the deadline on. The one price rule, run by the
 * checkout and `GET /api/catalogue` on the server clock, and by the pricing card, the checkout
 * summary and JSON-LD in the browser; the browser passes the prices the catalogue announced.
 */
export function quoteAt(
  now: Date,
  cohort: PricedCohort,
  prices: CoursePrices = COURSE_PRICES,
): PriceQuote {
  const earlyBird = isEarlyBird(now, cohort);
  const price = earlyBird ? prices.earlyBirdPrice : prices.regularPrice;
  return {
    price,
    originalPrice: prices.originalPrice,
    discountPercent: discountPercent(prices.originalPrice, price),
    earlyBird,
    ...(earlyBird ? { validUntil: cohort.earlyBirdDeadline } : {}),
  };
}
