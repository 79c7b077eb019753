import { describe, expect, it } from 'vitest';
import type { MonthlyProjection } from './calculation-result';
import { chartSamples } from './chart-samples';

const months = (count: number): MonthlyProjection[] =>
  Array.from({ length: count }, (_, index) => ({
    month: index + 1,
    totalInvested: 0 as MonthlyProjection['totalInvested'],
    totalValue: 0 as MonthlyProjection['totalValue'],
    totalReturns: 0,
  }));

const sampledMonths = (years: number) =>
  chartSamples(months(years * 12), years).map((p) => p.month);

describe('chart sampling (docs/calculator.md "Chart")', () => {
  it.each([
    [1, 12],
    [15, 12],
    [16, 24],
    [25, 24],
    [26, 36],
    [35, 36],
    [36, 60],
    [50, 60],
  ])('%i years step every %i months', (years, step) => {
    const [first, second] = sampledMonths(years);
    expect(first).toBe(step);
    if (second !== undefined) expect(second).toBe(2 * step);
  });

  it.each([
    [10, 10],
    [20, 10],
    [30, 10],
    [40, 8],
    [15, 15],
    [1, 1],
    [50, 10],
  ])('%i years give %i bars', (years, bars) => {
    expect(sampledMonths(years)).toHaveLength(bars);
  });

  it('always includes the last month, even off the step', () => {
    expect(sampledMonths(17)).toEqual([24, 48, 72, 96, 120, 144, 168, 192, 204]);
    expect(sampledMonths(37)).toEqual([60, 120, 180, 240, 300, 360, 420, 444]);
  });

  it('thins to at most 20 bars, keeping the last', () => {
    // Outside the rules' 50 years the step stays 60: 100 years would give 20 bars, 130 give 26.
    const thinned = chartSamples(months(130 * 12), 130).map((p) => p.month);
    expect(thinned.length).toBeLessThanOrEqual(20);
    expect(thinned.at(-1)).toBe(1560);
    expect(new Set(thinned.slice(1).map((m, i) => m - (thinned[i] ?? 0))).size).toBe(1);
  });
});
