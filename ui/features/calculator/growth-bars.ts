import type { CalculationResult } from '../../../core/calculator/calculation-result';
import { chartSamples } from '../../../core/calculator/chart-samples';

/** One bar of the growth chart and one row of its table: money in tetri. */
export interface GrowthBar {
  readonly year: number;
  readonly invested: number;
  /** The compounded gain stacked on the principal; 0 when the value fell below what was paid in. */
  readonly gain: number;
  readonly value: number;
}

/** The chart's bars (docs/calculator.md "Chart" sampling), shared by the chart and its table so both show the same numbers. */
export function growthBars(result: CalculationResult): GrowthBar[] {
  return chartSamples(result.monthlyProjections, result.durationYears).map((point) => ({
    year: point.month / 12,
    invested: point.totalInvested,
    gain: Math.max(0, point.totalValue - point.totalInvested),
    value: point.totalValue,
  }));
}
