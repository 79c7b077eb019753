import { isEarlyBird } from '../cohort/cohort-state';
import type { Money } from '../money/money';
import type { Cohort } from '../site-config/site-config';

/** What a visitor pays at a moment. */
export interface ChargedPrice {
  readonly price: Money;
  readonly earlyBird: boolean;
  /** Until when the early-bird price holds; absent once it has passed. */
  readonly validUntil?: Date;
}

/**
 * The price of a cohort at `now`: its early-bird price while the deadline has not passed
 * (`isEarlyBird`), its current price from the deadline on. `quoteAt` adds what may be shown beside
 * it; the checkout, which shows the price alone, needs only this.
 */
export function chargedPriceAt(
  now: Date,
  cohort: Pick<Cohort, 'earlyBirdDeadline' | 'prices'>,
): ChargedPrice {
  const earlyBird = isEarlyBird(now, cohort);
  return {
    price: earlyBird ? cohort.prices.earlyBird : cohort.prices.current,
    earlyBird,
    ...(earlyBird ? { validUntil: cohort.earlyBirdDeadline } : {}),
  };
}
