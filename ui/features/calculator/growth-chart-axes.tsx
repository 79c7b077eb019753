import { AxisBottom, AxisLeft } from '@visx/axis';
import { useTranslation } from 'react-i18next';
import { formatCompactLari } from '../../../core/calculator/format-figures';
import { useLanguage } from '../../lib/i18n/use-language';
import type { GrowthChartScales } from './growth-chart-scales';

const AXIS_COLOUR = '#4a5160';
const LABEL = { fill: '#1a1d24', fontSize: 12 } as const;

/** Lari on the left in compact figures, years along the bottom with their label. */
export function GrowthChartAxes({ scales }: { readonly scales: GrowthChartScales }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  return (
    <>
      <AxisLeft
        scale={scales.y}
        numTicks={5}
        tickFormat={(value) => formatCompactLari(Number(value), language)}
        stroke={AXIS_COLOUR}
        tickStroke={AXIS_COLOUR}
        tickLabelProps={{ ...LABEL, textAnchor: 'end', dx: -4, dy: 4 }}
      />
      <AxisBottom
        top={scales.innerHeight}
        scale={scales.x}
        label={t('chart.axisYears')}
        stroke={AXIS_COLOUR}
        tickStroke={AXIS_COLOUR}
        tickLabelProps={{ ...LABEL, textAnchor: 'middle' }}
        labelProps={{ ...LABEL, textAnchor: 'middle' }}
      />
    </>
  );
}
