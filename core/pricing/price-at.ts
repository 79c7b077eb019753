import { discountPercent } from '../money/discount';
import type { Money } from '../money/money';
import { COURSE } from './course-catalogue';

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

/** Early bird is active strictly before the deadline (docs/purchase.md "Cohorts"). */
function isBeforeDeadline(now: Date, cohort: PricedCohort): boolean {
  return now.getTime() < cohort.earlyBirdDeadline.getTime();
}

/** The course price at `now`: the early-bird price while its deadline has not passed, else the current price. */
export function priceAt(now: Date, cohort: PricedCohort): Money {
  return isBeforeDeadline(now, cohort) ? COURSE.earlyBirdPrice : COURSE.currentPrice;
}

/** The full quote at `now`, for the pricing card, the checkout summary and JSON-LD offers. */
export function quoteAt(now: Date, cohort: PricedCohort): PriceQuote {
  const earlyBird = isBeforeDeadline(now, cohort);
  const price = priceAt(now, cohort);
  return {
    price,
    originalPrice: COURSE.originalPrice,
    discountPercent: discountPercent(COURSE.originalPrice, price),
    earlyBird,
    ...(earlyBird ? { validUntil: cohort.earlyBirdDeadline } : {}),
  };
}
