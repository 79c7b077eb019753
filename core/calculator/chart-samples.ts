import type { MonthlyProjection } from './calculation-result';

/** About this many bars at most (docs/calculator.md "Chart"). */
const MAX_CHART_BARS = 20;

/** docs/calculator.md "Chart": every 12 months up to 15 years, 24 up to 25, 36 up to 35, otherwise 60. */
function chartStepMonths(durationYears: number): number {
  if (durationYears <= 15) return 12;
  if (durationYears <= 25) return 24;
  if (durationYears <= 35) return 36;
  return 60;
}

/**
 * The projections the growth chart shows: every step's month, the last month always included, then
 * thinned by keeping every k-th so no more than 20 remain (the last one is always kept).
 */
export function chartSamples(
  projections: readonly MonthlyProjection[],
  durationYears: number,
): MonthlyProjection[] {
  const step = chartStepMonths(durationYears);
  const last = projections.length;
  const sampled = projections.filter((p) => p.month % step === 0 || p.month === last);
  if (sampled.length <= MAX_CHART_BARS) return sampled;
  const every = Math.ceil(sampled.length / MAX_CHART_BARS);
  // Count back from the last bar so it is always kept and the spacing stays even.
  return sampled.filter((_, index) => (sampled.length - 1 - index) % every === 0);
}
