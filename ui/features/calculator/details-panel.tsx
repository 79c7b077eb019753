import { useTranslation } from 'react-i18next';
import type { CalculationResult } from '../../../core/calculator/calculation-result';
import type { UsdRate } from '../../../core/ports/exchange-rates';
import { DetailsCurrency } from './details-currency';
import { DetailsInflation } from './details-inflation';

/**
 * The details tab (docs/calculator.md "Formulas"): the inflation-adjusted result and the currency conversion, naming the
 * rate and its date, and saying so when the fixed fallback rate was used.
 */
export function DetailsPanel({ result, rate }: { result: CalculationResult; rate: UsdRate }) {
  const { t } = useTranslation('calculator');
  return (
    <>
      <DetailsInflation result={result} />
      <DetailsCurrency result={result} rate={rate} />
      <p className="calculator__note">{t('details.usdRounded')}</p>
    </>
  );
}
