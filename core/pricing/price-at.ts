import { isEarlyBird } from '../cohort/cohort-state';
import { discountPercent } from '../money/discount';
import type { Money } from '../money/money';
import type { CohortPrices } from '../site-config/site-config';

/** The part of a cohort pricing needs: its early-bird deadline and its own prices. */
export interface PricedCohort {
  readonly earlyBirdDeadline: Date;
  readonly prices: CohortPrices;
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
 * The price of a cohort at `now` and what to show beside it: its early-bird price while the deadline
 * has not passed (`isEarlyBird`), its current price from the deadline on, the discount measured from
 * its original price. The one price rule, run by the checkout and `GET /api/catalogue` on the server
 * clock, and by the pricing card, the checkout summary and JSON-LD in the browser.
 */
export function quoteAt(now: Date, cohort: PricedCohort): PriceQuote {
  const { prices } = cohort;
  const earlyBird = isEarlyBird(now, cohort);
  const price = earlyBird ? prices.earlyBird : prices.current;
  return {
    price,
    originalPrice: prices.original,
    discountPercent: discountPercent(prices.original, price),
    earlyBird,
    ...(earlyBird ? { validUntil: cohort.earlyBirdDeadline } : {}),
  };
}
