/**
 * The monthly rate equivalent to an annual one by compounding (docs/calculator.md "Inputs and limits"): (1 + annual)^(1/12) − 1,
 * so twelve months at this rate give exactly the annual rate. `annualBp` in basis points.
 */
export function monthlyRate(annualBp: number): number {
  return (1 + annualBp / 10_000) ** (1 / 12) - 1;
}
