import type { Money } from './money';

/**
 * The VAT inside a VAT-inclusive price: 18/118 of the gross (docs/purchase.md "Course and price"; docs/purchase.md "Course and price" "VAT of 18% is stated
 * as included"), rounded to the nearest tetri. An exact half cannot occur: 18·gross is even, 118k + 59 is odd.
 */
export function vatPortion(gross: Money): Money {
  return Math.round((gross * 18) / 118) as Money;
}
