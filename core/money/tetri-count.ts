import type { Money } from './money';

// Apart from ./money.ts (whose constructors return neverthrow Results) so a page that only reads
// amounts from the API does not ship neverthrow (docs/performance.md "Budgets").

/** Whether a number is a valid count of tetri: a safe integer, not negative (docs/purchase.md "Course and price"). */
export function isTetriCount(count: number): count is Money {
  return Number.isSafeInteger(count) && count >= 0;
}
