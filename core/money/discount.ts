import type { Money } from './money';

/** The discount between two prices as a whole percent, e.g. 3200 → 2700 ₾ is 16 % (15.625 rounded). */
export function discountPercent(original: Money, current: Money): number {
  if (original === 0 || current >= original) return 0;
  return Math.round(((original - current) * 100) / original);
}
