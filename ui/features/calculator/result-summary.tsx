import { useTranslation } from 'react-i18next';
import type { CalculationResult } from '../../../core/calculator/calculation-result';
import { formatLari, formatPercent, formatUsd } from '../../../core/calculator/format-figures';
import { useLanguage } from '../../lib/i18n/use-language';

/** docs/calculator.md "Chart" summary bar: invested, final value and ROI %, each with its USD figure. */
export function ResultSummary({ result }: { result: CalculationResult }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const { gel, usd } = result.currencyResults;
  const items = [
    {
      key: 'invested' as const,
      main: formatLari(gel.totalInvested, language),
      usd: formatUsd(usd.totalInvested),
    },
    {
      key: 'finalValue' as const,
      main: formatLari(gel.totalValue, language),
      usd: formatUsd(usd.totalValue),
    },
    {
      key: 'roi' as const,
      main: formatPercent(result.roiPercent, language),
      usd: t('summary.gain', {
        gel: formatLari(gel.totalReturns, language),
        usd: formatUsd(usd.totalReturns),
      }),
    },
  ];
  return (
    <dl className="calculator__summary" aria-label={t('summary.label')}>
      {items.map((item) => (
        <div key={item.key} className="calculator__summary-item" data-figure={item.key}>
          <dt>{t(`summary.${item.key}`)}</dt>
          <dd className="calculator__summary-main">{item.main}</dd>
          <dd className="calculator__summary-usd">{item.usd}</dd>
        </div>
      ))}
    </dl>
  );
}
