import { scaleBand, scaleLinear } from '@visx/scale';
import type { GrowthBar } from './growth-bars';

/** docs/calculator.md "Chart": the chart is 400 px high. */
export const CHART_HEIGHT = 400;
/** Room around the plot for the axes and their labels. */
export const MARGIN = { top: 16, right: 12, bottom: 44, left: 76 };

/** The chart's scales at `width`: years across, lari (principal plus gain) up. */
export function growthChartScales(bars: readonly GrowthBar[], width: number) {
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<number>({
    domain: bars.map((bar) => bar.year),
    range: [0, width - MARGIN.left - MARGIN.right],
    padding: 0.25,
  });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...bars.map((bar) => bar.invested + bar.gain))],
    range: [innerHeight, 0],
    nice: true,
  });
  return { x, y, innerHeight };
}

/** The scales as `growthChartScales` makes them. */
export type GrowthChartScales = ReturnType<typeof growthChartScales>;
