import type { Money } from './money';

/** The discount of `price` off `reference` as a whole percent, e.g. 2700 → 2500 ₾ is 7 % (7.4 rounded). */
export function discountPercent(reference: Money, price: Money): number {
  if (reference === 0 || price >= reference) return 0;
  return Math.round(((reference - price) * 100) / reference);
}
