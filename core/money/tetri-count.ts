// Apart from ./money.ts (whose constructors return neverthrow Results) so a page that only reads
// amounts from the API does not ship neverthrow (docs/performance.md "Budgets").

/**
 * An amount of Georgian lari held as a whole, non-negative number of tetri (1 ₾ = 100 tetri;
 * docs/purchase.md "Course and price"). Made by the checks here and the constructors of ./money.ts.
 */
export type Money = number & { readonly __brand: 'Tetri' };

/** Whether a number is a valid count of tetri: a safe integer, not negative (docs/purchase.md "Course and price"). */
export function isTetriCount(count: number): count is Money {
  return Number.isSafeInteger(count) && count >= 0;
}
