import { Group } from '@visx/group';
import { useTooltip } from '@visx/tooltip';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrowthBar } from './growth-bars';
import { GrowthChartAxes } from './growth-chart-axes';
import { GrowthChartBars } from './growth-chart-bars';
import { CHART_HEIGHT, growthChartScales, MARGIN } from './growth-chart-scales';
import { GrowthChartTooltip } from './growth-chart-tooltip';
import { useElementWidth } from './use-element-width';

/**
 * Growth by year as stacked bars, invested principal under compounded gain, with a tooltip per
 * bar (docs/calculator.md "Chart"). visx lives only in this module and its parts, which the page
 * imports lazily once a result exists, so no other route downloads it. The SVG is one labelled
 * image; the table beside it carries the same numbers for assistive technology.
 */
export default function GrowthChart({ bars }: { bars: readonly GrowthBar[] }) {
  const { t } = useTranslation('calculator');
  const titleId = useId();
  const [ref, width] = useElementWidth(640);
  const tooltip = useTooltip<GrowthBar>();
  const scales = growthChartScales(bars, width);
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
          <GrowthChartBars bars={bars} scales={scales} tooltip={tooltip} />
          <GrowthChartAxes scales={scales} />
        </Group>
      </svg>
      <GrowthChartTooltip tooltip={tooltip} />
    </div>
  );
}
