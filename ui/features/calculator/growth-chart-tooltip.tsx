import { Tooltip, type UseTooltipParams } from '@visx/tooltip';
import { useTranslation } from 'react-i18next';
import { formatLari } from '../../../core/calculator/format-figures';
import { useLanguage } from '../../lib/i18n/use-language';
import type { GrowthBar } from './growth-bars';

/** The hovered year's principal, gain and total; hidden from assistive technology (the table has them). */
export function GrowthChartTooltip({ tooltip }: { readonly tooltip: UseTooltipParams<GrowthBar> }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const bar = tooltip.tooltipData;
  if (!tooltip.tooltipOpen || bar === undefined) return null;
  return (
    <Tooltip
      left={tooltip.tooltipLeft ?? 0}
      top={tooltip.tooltipTop ?? 0}
      unstyled
      applyPositionStyle
      className="calculator__tooltip"
      aria-hidden="true"
    >
      <strong>{t('chart.year', { year: bar.year })}</strong>
      <span>
        {t('chart.principal')}: {formatLari(bar.invested, language)}
      </span>
      <span>
        {t('chart.gain')}: {formatLari(bar.gain, language)}
      </span>
      <span>
        {t('chart.total')}: {formatLari(bar.value, language)}
      </span>
    </Tooltip>
  );
}
