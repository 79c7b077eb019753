import { isTetriCount, type Money } from '../money/tetri-count';
import type { InstalmentOffer } from '../site-config/site-config';

/**
 * Whether the bank can be asked to lend this price (docs/purchase.md "Bank instalments"): instalments
 * are configured and the amount is within what the bank lends.
 */
export function instalmentAvailable(offer: InstalmentOffer | null, price: Money): boolean {
  return offer !== null && price >= offer.minimumAmount && price <= offer.maximumAmount;
}

/**
 * The monthly amount of a 0 % instalment, rounded up to the tetri so the months never pay less than
 * the price; only meaningful when the seller pays the interest (else the bank alone knows it).
 */
export function interestFreeMonthly(price: Money, months: number): Money {
  const monthly = Math.ceil(price / months);
  if (!isTetriCount(monthly)) throw new RangeError(`No monthly amount for ${months} months`);
  return monthly;
}

/** The longest term offered: the pages quote the smallest monthly amount with it. */
export function longestTerm(offer: InstalmentOffer): number {
  return Math.max(...offer.months);
}

/** How long an instalment order waits for the bank's decision, in milliseconds. */
export function instalmentDecisionMs(offer: InstalmentOffer): number {
  return offer.decisionHours * 3_600_000;
}
