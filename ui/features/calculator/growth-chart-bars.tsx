import { Bar } from '@visx/shape';
import type { UseTooltipParams } from '@visx/tooltip';
import type { GrowthBar } from './growth-bars';
import { type GrowthChartScales, MARGIN } from './growth-chart-scales';

const COLOURS = { principal: '#1f4fd1', gain: '#0f7a5c' };

interface GrowthChartBarsProps {
  readonly bars: readonly GrowthBar[];
  readonly scales: GrowthChartScales;
  readonly tooltip: Pick<UseTooltipParams<GrowthBar>, 'showTooltip' | 'hideTooltip'>;
}

/** One stacked bar per year, principal under gain; hovering one shows its tooltip above it. */
export function GrowthChartBars({ bars, scales, tooltip }: GrowthChartBarsProps) {
  const { x, y, innerHeight } = scales;
  return bars.map((bar) => {
    const left = x(bar.year) ?? 0;
    const principalTop = y(bar.invested);
    const totalTop = y(bar.invested + bar.gain);
    const show = () =>
      tooltip.showTooltip({
        tooltipData: bar,
        tooltipLeft: MARGIN.left + left + x.bandwidth() / 2,
        tooltipTop: MARGIN.top + totalTop,
      });
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: a hover tooltip only; the table beside the chart gives keyboard and screen-reader users the same numbers
      <g
        key={bar.year}
        className="calculator__bar"
        data-year={bar.year}
        onMouseEnter={show}
        onMouseMove={show}
        onMouseLeave={tooltip.hideTooltip}
      >
        <Bar
          x={left}
          y={principalTop}
          width={x.bandwidth()}
          height={innerHeight - principalTop}
          fill={COLOURS.principal}
          className="calculator__bar-principal"
        />
        <Bar
          x={left}
          y={totalTop}
          width={x.bandwidth()}
          height={principalTop - totalTop}
          fill={COLOURS.gain}
          className="calculator__bar-gain"
        />
      </g>
    );
  });
}
