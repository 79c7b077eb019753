import type { Money } from './money';

/** Georgia's standard VAT rate (docs/purchase.md "Course and price"). */
export const GEORGIAN_VAT_RATE_PERCENT = 18;

/**
 * The VAT contained in a gross (VAT-inclusive) amount: rate / (100 + rate) of it, 18/118 for Georgia,
 * rounded half up to a whole tetri in integer arithmetic (docs/purchase.md "Receipt").
 */
export function includedVat(gross: Money, ratePercent: number): Money {
  return Math.floor(
    (gross * ratePercent * 2 + (100 + ratePercent)) / ((100 + ratePercent) * 2),
  ) as Money;
}
