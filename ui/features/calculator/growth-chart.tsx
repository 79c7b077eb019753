import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Tooltip, useTooltip } from '@visx/tooltip';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactLari, formatLari } from '../../../core/calculator/format-figures';
import { useLanguage } from '../../lib/i18n/use-language';
import type { GrowthBar } from './growth-bars';

/** docs/calculator.md "Chart": the chart is 400 px high. */
export const CHART_HEIGHT = 400;
const MARGIN = { top: 16, right: 12, bottom: 44, left: 76 };
const COLOURS = { principal: '#1f4fd1', gain: '#0f7a5c' };

/** The container's width, followed as the window resizes. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.max(280, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Growth by year as stacked bars, invested principal under compounded gain, with a tooltip per
 * bar (docs/calculator.md "Chart"). visx lives only in this module, which the page imports lazily once a result
 * exists, so no other route downloads it. The SVG is one labelled image; the table beside it
 * carries the same numbers for assistive technology.
 */
export default function GrowthChart({ bars }: { bars: readonly GrowthBar[] }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const titleId = useId();
  const [ref, width] = useWidth(640);
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } =
    useTooltip<GrowthBar>();
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<number>({
    domain: bars.map((bar) => bar.year),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...bars.map((bar) => bar.invested + bar.gain))],
    range: [innerHeight, 0],
    nice: true,
  });

  return (
    <div ref={ref} className="calculator__chart">
      <ul className="calculator__legend" aria-hidden="true">
        <li>
          <span className="calculator__swatch calculator__swatch--principal" />
          {t('chart.principal')}
        </li>
        <li>
          <span className="calculator__swatch calculator__swatch--gain" />
          {t('chart.gain')}
        </li>
      </ul>
      <svg width={width} height={CHART_HEIGHT} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{t('chart.description')}</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {bars.map((bar) => {
            const left = x(bar.year) ?? 0;
            const principalTop = y(bar.invested);
            const totalTop = y(bar.invested + bar.gain);
            const show = () =>
              showTooltip({
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
                onMouseLeave={hideTooltip}
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
          })}
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(value) => formatCompactLari(Number(value), language)}
            stroke="#4a5160"
            tickStroke="#4a5160"
            tickLabelProps={{ fill: '#1a1d24', fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            label={t('chart.axisYears')}
            stroke="#4a5160"
            tickStroke="#4a5160"
            tickLabelProps={{ fill: '#1a1d24', fontSize: 12, textAnchor: 'middle' }}
            labelProps={{ fill: '#1a1d24', fontSize: 12, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      {tooltipOpen && tooltipData !== undefined ? (
        <Tooltip
          left={tooltipLeft ?? 0}
          top={tooltipTop ?? 0}
          unstyled
          applyPositionStyle
          className="calculator__tooltip"
          aria-hidden="true"
        >
          <strong>{t('chart.year', { year: tooltipData.year })}</strong>
          <span>
            {t('chart.principal')}: {formatLari(tooltipData.invested, language)}
          </span>
          <span>
            {t('chart.gain')}: {formatLari(tooltipData.gain, language)}
          </span>
          <span>
            {t('chart.total')}: {formatLari(tooltipData.value, language)}
          </span>
        </Tooltip>
      ) : null}
    </div>
  );
}
