import { discountPercent } from '../money/discount';
import type { Money } from '../money/money';
import type { PriceQuote } from './price-at';

/** The prices the server's catalogue announces (docs/purchase.md "Course and price"), in tetri. */
export interface CataloguePrices {
  readonly earlyBirdPrice: Money;
  readonly regularPrice: Money;
  readonly originalPrice: Money;
  readonly earlyBirdDeadline: Date;
}

/**
 * The quote at `now` (read on the server's clock) from the catalogue's prices: the early-bird price
 * strictly before its deadline, the regular price from the deadline on — the rule of core `quoteAt`,
 * applied to the server's figures so the card switches price the second the deadline passes.
 */
export function catalogueQuote(prices: CataloguePrices, now: Date): PriceQuote {
  const earlyBird = now.getTime() < prices.earlyBirdDeadline.getTime();
  const price = earlyBird ? prices.earlyBirdPrice : prices.regularPrice;
  return {
    price,
    originalPrice: prices.originalPrice,
    discountPercent: discountPercent(prices.originalPrice, price),
    earlyBird,
    ...(earlyBird ? { validUntil: prices.earlyBirdDeadline } : {}),
  };
}
