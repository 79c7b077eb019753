import { useTranslation } from 'react-i18next';
import type { CalculationResult } from '../../../core/calculator/calculation-result';
import {
  formatLari,
  formatPercent,
  formatRate,
  formatUsd,
} from '../../../core/calculator/format-figures';
import type { UsdRate } from '../../../core/ports/exchange-rates';
import { formatCalendarDate } from '../../../core/site/format-calendar-date';
import { useLanguage } from '../../lib/i18n/use-language';
import { TableScroll } from './table-scroll';

/**
 * The details tab (docs/calculator.md "Formulas"): the inflation-adjusted result and the currency conversion, naming the
 * rate and its date, and saying so when the fixed fallback rate was used.
 */
export function DetailsPanel({ result, rate }: { result: CalculationResult; rate: UsdRate }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const { gel, usd } = result.currencyResults;
  const real = result.inflationAdjusted;
  const rows = [
    ['invested', gel.totalInvested, usd.totalInvested],
    ['value', gel.totalValue, usd.totalValue],
    ['gain', gel.totalReturns, usd.totalReturns],
  ] as const;
  const rateValues = {
    rate: formatRate(result.currencyResults.exchangeRate, language),
    date: formatCalendarDate(result.currencyResults.exchangeRateTimestamp, language) ?? rate.asOf,
  };
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
      <h3>{t('details.currencyHeading')}</h3>
      <TableScroll label={t('details.currencyCaption')}>
        <table className="calculator__table">
          <caption className="visually-hidden">{t('details.currencyCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('details.figure')}</th>
              <th scope="col">{t('details.gel')}</th>
              <th scope="col">{t('details.usd')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, lari, dollars]) => (
              <tr key={key}>
                <th scope="row">{t(`details.${key}`)}</th>
                <td>{formatLari(lari, language)}</td>
                <td>{formatUsd(dollars)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="calculator__rate" data-rate-source={rate.source}>
        {t(rate.source === 'nbg' ? 'details.rateNbg' : 'details.rateFallback', rateValues)}
      </p>
      <p className="calculator__note">{t('details.usdRounded')}</p>
    </>
  );
}
