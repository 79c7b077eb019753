import { type ChargedPrice, chargedPriceAt } from './charged-price';
import { type PricedCohort, type PriceReference, referenceAt } from './reference-price';

export type { PricedCohort, PriceReference } from './reference-price';

/** What a visitor pays at a moment and what to show beside it. */
export interface PriceQuote extends ChargedPrice {
  /** The price struck through beside it, with the discount derived from it; absent when none may be. */
  readonly reference?: PriceReference;
}

/**
 * The price of a cohort at `now` (`chargedPriceAt`: early-bird before the deadline, current from it
 * on) and a reference only where `referenceAt` allows one. The one price rule, run by the checkout
 * and `GET /api/catalogue` on the server clock, and by the pricing card and JSON-LD in the browser.
 */
export function quoteAt(now: Date, cohort: PricedCohort): PriceQuote {
  const charged = chargedPriceAt(now, cohort);
  const reference = referenceAt(now, cohort, charged.price, charged.earlyBird);
  return reference ? { ...charged, reference } : charged;
}
