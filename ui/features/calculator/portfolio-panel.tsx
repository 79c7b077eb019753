import { useTranslation } from 'react-i18next';
import type { CalculationResult } from '../../../core/calculator/calculation-result';
import { formatLari, formatPercent } from '../../../core/calculator/format-figures';
import { findFund } from '../../../core/calculator/index-funds';
import { useLanguage } from '../../lib/i18n/use-language';
import { TableScroll } from './table-scroll';

/** The portfolio tab: each fund's share, monthly amount, invested sum, value and gain (docs/calculator.md "Formulas"). */
export function PortfolioPanel({ result }: { result: CalculationResult }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const net = result.averageAnnualReturn - result.averageExpenseRatio;
  return (
    <>
      <h3>{t('portfolio.heading')}</h3>
      <TableScroll label={t('portfolio.caption')}>
        <table className="calculator__table">
          <caption className="visually-hidden">{t('portfolio.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('portfolio.fund')}</th>
              <th scope="col">{t('portfolio.share')}</th>
              <th scope="col">{t('portfolio.monthly')}</th>
              <th scope="col">{t('portfolio.invested')}</th>
              <th scope="col">{t('portfolio.value')}</th>
              <th scope="col">{t('portfolio.gain')}</th>
              <th scope="col">{t('portfolio.returns')}</th>
            </tr>
          </thead>
          <tbody>
            {result.fundBreakdowns.map((fund) => (
              <tr key={fund.fundId} data-fund={fund.fundId}>
                <th scope="row">
                  <span
                    className="calculator__swatch"
                    style={{ background: findFund(fund.fundId)?.colour }}
                    aria-hidden="true"
                  />
                  {t(`funds.${fund.fundId}.name`)}
                </th>
                <td>{formatPercent(fund.percentage, language, 0)}</td>
                <td>{formatLari(fund.monthlyAmount, language)}</td>
                <td>{formatLari(fund.totalInvested, language)}</td>
                <td>{formatLari(fund.totalValue, language)}</td>
                <td>{formatLari(fund.totalReturns, language)}</td>
                <td>
                  {formatPercent(fund.annualReturn, language, 2)} /{' '}
                  {formatPercent(fund.expenseRatio, language, 2)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="calculator__note">
        {t('portfolio.averages', {
          return: formatPercent(result.averageAnnualReturn, language, 2),
          costs: formatPercent(result.averageExpenseRatio, language, 2),
          net: formatPercent(net, language, 2),
        })}
      </p>
    </>
  );
}
