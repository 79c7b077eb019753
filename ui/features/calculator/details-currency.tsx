import { useTranslation } from 'react-i18next';
import type { CalculationResult } from '../../../core/calculator/calculation-result';
import { formatLari, formatRate, formatUsd } from '../../../core/calculator/format-figures';
import { formatCalendarDate } from '../../../core/language/format-calendar-date';
import type { UsdRate } from '../../../core/ports/exchange-rates';
import { useLanguage } from '../../lib/i18n/use-language';
import { TableScroll } from './table-scroll';

/** The result in lari and in dollars, then the rate that converted it. */
export function DetailsCurrency({ result, rate }: { result: CalculationResult; rate: UsdRate }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const { gel, usd } = result.currencyResults;
  const rows = [
    ['invested', gel.totalInvested, usd.totalInvested],
    ['value', gel.totalValue, usd.totalValue],
    ['gain', gel.totalReturns, usd.totalReturns],
  ] as const;
  return (
    <>
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
      <RateNote result={result} rate={rate} />
    </>
  );
}

/** The rate used and its date, saying so when the fixed fallback rate stood in for the National Bank's. */
function RateNote({ result, rate }: { result: CalculationResult; rate: UsdRate }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const { exchangeRate, exchangeRateTimestamp } = result.currencyResults;
  const values = {
    rate: formatRate(exchangeRate, language),
    date: formatCalendarDate(exchangeRateTimestamp, language) ?? rate.asOf,
  };
  return (
    <p className="calculator__rate" data-rate-source={rate.source}>
      {t(rate.source === 'nbg' ? 'details.rateNbg' : 'details.rateFallback', values)}
    </p>
  );
}
