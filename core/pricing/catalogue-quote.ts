import type { CoursePrices } from './course-catalogue';
import { type PricedCohort, type PriceQuote, quoteAt } from './price-at';

/** The prices and the early-bird deadline the server's catalogue announces (`GET /api/catalogue`). */
export type CataloguePrices = CoursePrices & PricedCohort;

/**
 * `quoteAt` with the catalogue's figures, in the argument order the checkout page still uses. It
 * holds no rule of its own; it goes once `ui/features/checkout/checkout-page.tsx` calls
 * `quoteAt(now, prices, prices)` directly.
 */
export function catalogueQuote(prices: CataloguePrices, now: Date): PriceQuote {
  return quoteAt(now, prices, prices);
}
