import { useTranslation } from 'react-i18next';
import type { CalculationResult } from '../../../core/calculator/calculation-result';
import { formatLari, formatPercent } from '../../../core/calculator/format-figures';
import { useLanguage } from '../../lib/i18n/use-language';

/** The result in today's money: its value, its gain and what the sum paid in is worth now. */
export function DetailsInflation({ result }: { result: CalculationResult }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const real = result.inflationAdjusted;
  return (
    <>
      <h3>{t('details.inflationHeading')}</h3>
      <p>
        {t('details.inflationIntro', { rate: formatPercent(result.inflationRate, language, 0) })}
      </p>
      <dl className="calculator__facts">
        <div>
          <dt>{t('details.realValue')}</dt>
          <dd data-figure="real-value">{formatLari(real.totalValue, language)}</dd>
        </div>
        <div>
          <dt>{t('details.realGain')}</dt>
          <dd>{formatLari(real.totalReturns, language)}</dd>
        </div>
        <div>
          <dt>{t('details.breakEven')}</dt>
          <dd>{formatLari(real.equivalentTodayValue, language)}</dd>
        </div>
      </dl>
    </>
  );
}
